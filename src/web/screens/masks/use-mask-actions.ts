import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Mask } from '../../../core/types';
import { showConfirm } from '../../components/Dialogs/show';
import { showToast } from '../../components/Toast/showToast';
import { downloadFile } from '../../services/download';
import { useChatStore } from '../../stores/chat-store';
import { newId } from '../../stores/ids';
import { useMaskStore } from '../../stores/mask-store';
import { cloneMask, maskFileContent, maskFileName, parseMaskFile } from './mask-io';

/** What the mask list and the picker do with a mask, on top of the stores. */
export function useMaskActions() {
  const { t } = useTranslation('masks');
  const { t: tc } = useTranslation('common');
  const { t: te } = useTranslation('errors');
  const [, navigate] = useLocation();
  const newSession = useChatStore((s) => s.newSession);
  const store = useMaskStore;

  return {
    chat: (mask: Mask) => {
      newSession(mask);
      navigate('/chat');
    },
    create: (): Mask => store.getState().create(),
    clone: (mask: Mask): Mask =>
      store.getState().put(cloneMask(mask, t('cloneName', { name: mask.name }), { newId, now: Date.now() })),
    download: (mask: Mask) => {
      try {
        downloadFile(maskFileName(mask), maskFileContent(mask));
        showToast(tc('downloadSuccess'));
      } catch {
        showToast(tc('downloadFailed'));
      }
    },
    remove: async (mask: Mask) => {
      if (!(await showConfirm(t('confirmDelete', { name: mask.name })))) return;
      const undo = store.getState().remove(mask.id);
      showToast(t('deleted'), { action: { label: t('undo'), onClick: () => void undo() } });
    },
    /** Every mask of the file is added, or none when any part of it is not a valid mask. */
    importFile: async (file: File) => {
      const masks = parseMaskFile(await file.text(), { newId, now: Date.now() });
      if (!masks) {
        showToast(te('importFailed'));
        return;
      }
      for (const mask of masks) store.getState().put(mask);
      showToast(t('imported', { count: masks.length }));
    },
  };
}
