import type { images as en } from '../en/images';
import type { LocaleShape } from '../../locale-shape';

export const images: LocaleShape<typeof en> = {
  upload: '上傳圖片',
  attachments: '已附加的圖片',
  thumbnail: '圖片 {{index}}',
  remove: '移除圖片 {{index}}',
  processing: '正在處理圖片…',
  unavailable: '無法顯示圖片',
  errors: {
    notImage: '「{{name}}」不是圖片。',
    decode: '無法讀取圖片「{{name}}」。',
    heic: '無法將 HEIC 圖片「{{name}}」轉換為 JPEG。',
    tooLarge: '無法將圖片「{{name}}」縮小到可傳送的大小。',
    storage: '無法儲存圖片「{{name}}」。',
    missing: '圖片「{{name}}」已不再保存。',
  },
};
