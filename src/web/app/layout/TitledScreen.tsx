import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import { ScreenHeader } from './ScreenHeader';

/** A screen's frame — its title bar, with the way back on a phone — for routes whose content is
 * built in a later feature. It shows the shell only, never a "coming soon" text. */
export function TitledScreen({ titleKey, bare = false }: { titleKey: ParseKeys<'shell'>; bare?: boolean }) {
  const { t } = useTranslation('shell');
  return <ScreenHeader title={t(titleKey)} alwaysBack={bare} />;
}
