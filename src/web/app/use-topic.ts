import { useTranslation } from 'react-i18next';
import { DEFAULT_TOPIC } from '../../core/constants/chat';

/** A session keeps the default topic (DEFAULT_TOPIC) as data; it is shown in the user's language. */
export function useTopicLabel(): (topic: string) => string {
  const { t } = useTranslation('shell');
  return (topic) => (topic === DEFAULT_TOPIC ? t('defaultTopic') : topic);
}
