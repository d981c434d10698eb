import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showConfirm } from '../../components/Dialogs/show';
import { showToast } from '../../components/Toast/showToast';
import { newId } from '../../stores/ids';
import { useMaskStore } from '../../stores/mask-store';
import { asUserMask, parseShareParam, SHARE_PARAM } from './mask-io';

/** A share link opens the mask list with the mask in the query: offer to add it, once. The
 * parameter is dropped from the address first, so a reload or a second render does not ask again. */
export function useShareImport(onAdded: (id: string) => void): void {
  const { t } = useTranslation('masks');
  const hydrated = useMaskStore((s) => s.hydrated);
  useEffect(() => {
    if (!hydrated) return;
    const url = new URL(window.location.href);
    const value = url.searchParams.get(SHARE_PARAM);
    if (value === null) return;
    url.searchParams.delete(SHARE_PARAM);
    window.history.replaceState(window.history.state, '', url.href);
    const shared = parseShareParam(value);
    if (!shared) {
      showToast(t('shareInvalid'));
      return;
    }
    void showConfirm(t('shareTitle', { name: shared.name })).then((ok) => {
      if (!ok) return;
      const mask = useMaskStore.getState().put(asUserMask(shared, { newId, now: Date.now() }));
      showToast(t('shareAdded'));
      onAdded(mask.id);
    });
  }, [hydrated, onAdded, t]);
}
