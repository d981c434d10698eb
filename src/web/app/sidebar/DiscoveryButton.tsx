import { forwardRef, lazy, Suspense, useState, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DiscoveryIcon } from '../icons';
import styles from './Sidebar.module.css';

const loadMenu = () => import('./DiscoveryMenu');
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
 * pointer or focus comes near the button, and a click before then opens the menu on arrival. */
export function DiscoveryButton({ narrow }: { narrow: boolean }) {
  const [wanted, setWanted] = useState<'no' | 'loaded' | 'open'>('no');
  const plain = (
    <Trigger
      narrow={narrow}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setWanted('open')}
      onPointerDown={() => setWanted((state) => (state === 'no' ? 'loaded' : state))}
    />
  );
  if (wanted === 'no') return plain;
  return (
    <Suspense fallback={plain}>
      <DiscoveryMenu defaultOpen={wanted === 'open'} trigger={<Trigger narrow={narrow} />} />
    </Suspense>
  );
}
