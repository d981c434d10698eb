import { avatarEmoji } from '../../components/avatar-emoji';
import type { Mask } from '../../../core/types';
import styles from './Masks.module.css';

/** The mask's emoji; a mask without one shows a robot, standing for the model. */
export function MaskAvatar({ mask, size = 'md' }: { mask: Pick<Mask, 'avatar'>; size?: 'md' | 'lg' }) {
  const emoji = avatarEmoji(mask.avatar);
  return (
    <span className={size === 'lg' ? styles.avatarLarge : styles.avatar} aria-hidden="true">
      {emoji}
    </span>
  );
}
