import i18next from 'i18next';
import { DEFAULT_TOPIC } from '../../../../core/constants/chat';

/** The topic as the chat list shows it: the default one in the user's language. */
export function topicLabel(topic: string): string {
  return topic === DEFAULT_TOPIC ? i18next.t('shell:defaultTopic') : topic;
}
