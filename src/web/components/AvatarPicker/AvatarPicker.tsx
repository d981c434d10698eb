import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarEmoji } from '../avatar-emoji';
import { Popover } from '../Popover/Popover';
import styles from './AvatarPicker.module.css';

/** A small, fixed set: a full emoji picker would weigh more than the whole settings screen. */
const AVATARS = [
  '1f603', '1f600', '1f604', '1f601', '1f606', '1f60a', '1f607', '1f642',
  '1f609', '1f60c', '1f60d', '1f60e', '1f913', '1f914', '1f917', '1f929',
  '1f973', '1f920', '1f47d', '1f916', '1f431', '1f436', '1f98a', '1f43c',
  '1f428', '1f42f', '1f981', '1f438', '1f419', '1f984', '1f680', '2b50',
];

/** Picks an avatar: `value` is an avatar as stored (hex code points, or an emoji), `onChange` gets
 * the hex code points of the one picked. */
export function AvatarPicker({ value, onChange, labelledBy }: { value: string; onChange: (code: string) => void; labelledBy: string }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      align="end"
      aria-label={t('chooseAvatar')}
      content={
        <div className={styles.emojiGrid} role="group" aria-label={t('chooseAvatar')}>
          {AVATARS.map((code) => (
            <button
              key={code}
              type="button"
              className={styles.emoji}
              aria-pressed={code === value || avatarEmoji(code) === value}
              aria-label={avatarEmoji(code)}
              onClick={() => {
                onChange(code);
                setOpen(false);
              }}
            >
              {avatarEmoji(code)}
            </button>
          ))}
        </div>
      }
    >
      <button type="button" className={`${styles.emoji} ${styles.avatar}`} aria-labelledby={labelledBy} aria-haspopup="dialog">
        {avatarEmoji(value)}
      </button>
    </Popover>
  );
}
