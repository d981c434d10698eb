import { useTranslation } from 'react-i18next';
import type { dialogs } from '../../i18n/resources/en/dialogs';

/** A confirmation the first screen asks for (deleting a chat on a phone, clearing everything from
 * the error page), drawn in the dialog in the dialogs' words: they come with the dialog, so the
 * first screen does not carry them. */
export function Question({ ask, topic }: { ask: keyof typeof dialogs.questions; topic?: string }) {
  const { t } = useTranslation('dialogs');
  return <>{t(`questions.${ask}`, { topic })}</>;
}
