import { forwardRef, lazy, Suspense, useState, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EscapeWhileLoading, useWithdrawnRequest } from '../../components/escape-while-loading';
import { DiscoveryIcon } from '../../components/icons/shell';
import { withStrings } from '../../i18n/setup';
import styles from './Sidebar.module.css';

const loadMenu = () => withStrings(import('./DiscoveryMenu'), 'discovery');
const DiscoveryMenu = lazy(() => loadMenu().then((m) => ({ default: m.DiscoveryMenu })));

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
  return (
    <Suspense fallback={<EscapeWhileLoading onEscape={withdraw}>{plain}</EscapeWhileLoading>}>
      <DiscoveryMenu defaultOpen trigger={<Trigger narrow={narrow} />} />
    </Suspense>
  );
}
