import type { reorder as en } from '../en/reorder';
import type { LocaleShape } from '../../locale-shape';

export const reorder: LocaleShape<typeof en> = {
  instructions:
    'チャットを並べ替えるには、Space キーで選択し、矢印キーで移動してから、Space キーまたは Enter キーで確定します。キャンセルするには Escape キーを押します。',
  start: 'チャット「{{topic}}」を選択しました。現在の位置：{{position}} / {{count}}。',
  over: 'チャット「{{topic}}」は位置 {{position}} / {{count}} にあります。',
  end: 'チャット「{{topic}}」を位置 {{position}} / {{count}} に移動しました。',
  cancel: 'チャット「{{topic}}」の移動をキャンセルしました。',
};
