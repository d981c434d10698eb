import type { images as en } from '../en/images';
import type { LocaleShape } from '../../locale-shape';

export const images: LocaleShape<typeof en> = {
  upload: '画像をアップロード',
  attachments: '添付画像',
  thumbnail: '画像 {{index}}',
  remove: '画像 {{index}} を削除',
  processing: '画像を処理中…',
  unavailable: '画像を表示できません',
  errors: {
    notImage: '「{{name}}」は画像ではありません。',
    decode: '画像「{{name}}」を読み込めませんでした。',
    heic: 'HEIC 画像「{{name}}」を JPEG に変換できませんでした。',
    tooLarge: '画像「{{name}}」を送信できるサイズまで小さくできませんでした。',
    storage: '画像「{{name}}」を保存できませんでした。',
    missing: '画像「{{name}}」はもう保存されていません。',
  },
};
