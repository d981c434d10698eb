import { useTranslation } from 'react-i18next';
import type { Mask } from '../../../core/types';
import { Button } from '../../components/Button/Button';
import { MaskAvatar } from './MaskAvatar';
import styles from './Masks.module.css';

interface Props {
  mask: Mask;
  onChat: () => void;
  onOpen: () => void;
  onClone: () => void;
  onDownload: () => void;
  onDelete: () => void;
}

export function MaskRow({ mask, onChat, onOpen, onClone, onDownload, onDelete }: Props) {
  const { t } = useTranslation('masks');
  const lang = mask.lang === 'cn' || mask.lang === 'tw' || mask.lang === 'en' ? t(`langs.${mask.lang}`) : undefined;
  return (
    <li className={styles.row} aria-label={mask.name}>
      <MaskAvatar mask={mask} size="lg" />
      <div className={styles.rowText}>
        <div className={styles.rowTitle}>{mask.name}</div>
        <div className={styles.muted}>
          {[t('contextCount', { count: mask.context.length }), mask.builtin ? t('builtin') : undefined, lang].filter(Boolean).join(' · ')}
        </div>
      </div>
      <div className={styles.rowActions}>
        <Button size="sm" variant="primary" onClick={onChat}>
          {t('chat')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onOpen}>
          {mask.builtin ? t('view') : t('edit')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClone}>
          {t('clone')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDownload}>
          {t('download')}
        </Button>
        {!mask.builtin && (
          <Button size="sm" variant="danger" onClick={onDelete}>
            {t('delete')}
          </Button>
        )}
      </div>
    </li>
  );
}
