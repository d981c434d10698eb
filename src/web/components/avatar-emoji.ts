import { DEFAULT_MASK_AVATAR } from '../../core/defaults';

/** An avatar as the emoji it stands for. The user's avatar is stored as emoji code points in hex
 * ("1f603", several joined by "-"), as the default avatar (DEFAULT_AVATAR, "1f603") is written; a mask's is the emoji itself,
 * or the default model avatar, shown as a robot. */
export function avatarEmoji(avatar: string | undefined): string {
  if (!avatar || avatar === DEFAULT_MASK_AVATAR) return '🤖';
  if (!/^[0-9a-f]{2,6}(-[0-9a-f]{2,6})*$/i.test(avatar)) return avatar;
  const points = avatar.split('-').map((part) => Number.parseInt(part, 16));
  return points.every((point) => point > 0 && point <= 0x10ffff) ? String.fromCodePoint(...points) : avatar;
}
