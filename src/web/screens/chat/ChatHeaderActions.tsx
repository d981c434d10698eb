import { forwardRef, useState, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/Button/IconButton';
import { EscapeWhileLoading, useWithdrawnRequest } from '../../components/escape-while-loading';
import { EditIcon, MoreIcon } from '../../components/icons/chat';
import { LoadFailed } from '../../components/LoadFailed/LoadFailed';
import { loadable } from '../../components/use-loaded';
import { ExportButton } from './export/ExportButton';
import { withStrings } from '../../i18n/setup';

const menu = loadable(() => withStrings(import('./session/SessionMenu'), 'sessionMenu').then((m) => m.SessionMenu));
const loadMenu = () => menu.load().catch(() => undefined);
const loadActions = () => withStrings(import('./session/session-actions'), 'sessionMenu');

const MoreButton = forwardRef<HTMLButtonElement, Omit<ComponentPropsWithoutRef<'button'>, 'aria-label'>>(
  function MoreButton(props, ref) {
    const { t } = useTranslation('session');
    return (
      <IconButton ref={ref} aria-label={t('header.more')} {...props}>
        <MoreIcon size={18} />
      </IconButton>
    );
  },
);

/** The chat header's buttons: edit the chat, export it, and a menu of the rest. The menu and the
 * dialogs load when first wanted, not with the first screen. */
export function ChatHeaderActions({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('session');
  const [menuWanted, setMenuWanted] = useState(false);
  const { trigger, request, withdraw } = useWithdrawnRequest(setMenuWanted);
  const { value: SessionMenu, failed, retry } = menu.useValue(menuWanted);
  const plainMore = (
    <MoreButton ref={trigger} onPointerEnter={() => void loadMenu()} onFocus={() => void loadMenu()} onClick={request} />
  );
  return (
    <>
      <IconButton
        aria-label={t('header.edit')}
        onPointerEnter={() => void loadActions()}
        onClick={() => void loadActions().then((m) => m.openSessionEditor(sessionId))}
      >
        <EditIcon size={18} />
      </IconButton>
      <ExportButton sessionId={sessionId} />
      {!menuWanted ? (
        plainMore
      ) : SessionMenu ? (
        <SessionMenu sessionId={sessionId} trigger={<MoreButton />} />
      ) : (
        <EscapeWhileLoading onEscape={withdraw}>
          {plainMore}
          {failed && <LoadFailed onRetry={retry} onClose={withdraw} />}
        </EscapeWhileLoading>
      )}
    </>
  );
}
