import { forwardRef, useState, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EscapeWhileLoading, useWithdrawnRequest } from '../../components/escape-while-loading';
import { DiscoveryIcon } from '../../components/icons/shell';
import { LoadFailed } from '../../components/LoadFailed/LoadFailed';
import { loadable } from '../../components/use-loaded';
import { withStrings } from '../../i18n/setup';
import styles from './Sidebar.module.css';

const menu = loadable(() => withStrings(import('./DiscoveryMenu'), 'discovery').then((m) => m.DiscoveryMenu));
const loadMenu = () => menu.load().catch(() => undefined);

const Trigger = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'> & { narrow: boolean }>(
  function Trigger({ narrow, ...props }, ref) {
    const { t } = useTranslation('shell');
    return (
      <button ref={ref} type="button" className={styles.action} title={t('sidebar.discovery')} {...props}>
        <DiscoveryIcon />
        {!narrow && <span>{t('sidebar.discovery')}</span>}
      </button>
    );
  },
);

/** The menu and its positioning code are not needed for the first screen: they load when the
 * pointer or focus comes near the button, and the first click opens it as soon as it is there; from then on Radix runs it. */
export function DiscoveryButton({ narrow }: { narrow: boolean }) {
  const [opened, setOpened] = useState(false);
  const { trigger, request, withdraw } = useWithdrawnRequest(setOpened);
  const { value: DiscoveryMenu, failed, retry } = menu.useValue(opened);
  const plain = (
    <Trigger
      ref={trigger}
      narrow={narrow}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={request}
    />
  );
  if (!opened) return plain;
  if (DiscoveryMenu) return <DiscoveryMenu defaultOpen trigger={<Trigger narrow={narrow} />} />;
  return (
    <EscapeWhileLoading onEscape={withdraw}>
      {plain}
      {failed && <LoadFailed onRetry={retry} onClose={withdraw} />}
    </EscapeWhileLoading>
  );
}
