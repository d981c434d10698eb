import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { conversationToMarkdown } from '../../../../core/export/markdown';
import type { VersionPlace } from '../../../../core/chat/tree';
import type { ChatMessage } from '../../../../core/types';
import { formatDateTime } from '../../../i18n/locale-format';
import { topicLabel } from './topic-label';

/** The exported messages as a Markdown document in the user's language. */
export function useMarkdown(
  topic: string,
  model: string,
  messages: ChatMessage[],
  exportedAt: number,
  versions?: ReadonlyMap<string, VersionPlace>,
): string {
  const { t, i18n } = useTranslation(['exportDialog', 'branches']);
  return useMemo(
    () =>
      conversationToMarkdown({
        topic: topicLabel(topic),
        model,
        exportedAt,
        messages,
        ...(versions ? { versions } : {}),
        formatDate: (ms) => formatDateTime(i18n.language, ms),
        labels: {
          roles: { user: t('doc.roles.user'), assistant: t('doc.roles.assistant'), system: t('doc.roles.system'), tool: t('doc.roles.tool') },
          model: t('doc.model'),
          exported: t('doc.exported'),
          messages: (count) => t('doc.messages', { count }),
          reasoning: t('doc.reasoning'),
          toolCall: t('doc.toolCall'),
          image: (index) => t('doc.image', { index }),
          imageNotIncluded: (index) => t('doc.imageNotIncluded', { index }),
          version: (index, total) => t('branches:versionOf', { index, total }),
        },
      }),
    [t, i18n.language, topic, model, messages, exportedAt, versions],
  );
}
