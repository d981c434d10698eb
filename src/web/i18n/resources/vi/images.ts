import type { images as en } from '../en/images';
import type { LocaleShape } from '../../locale-shape';

export const images: LocaleShape<typeof en> = {
  upload: 'Tải ảnh lên',
  attachments: 'Ảnh đính kèm',
  thumbnail: 'Ảnh {{index}}',
  remove: 'Xóa ảnh {{index}}',
  processing: 'Đang xử lý ảnh…',
  unavailable: 'Ảnh không khả dụng',
  errors: {
    notImage: '“{{name}}” không phải là ảnh.',
    decode: 'Không đọc được ảnh “{{name}}”.',
    heic: 'Không chuyển được ảnh HEIC “{{name}}” sang JPEG.',
    tooLarge: 'Không thể thu nhỏ ảnh “{{name}}” đủ để gửi.',
    storage: 'Không lưu được ảnh “{{name}}”.',
    missing: 'Ảnh “{{name}}” không còn được lưu trữ.',
  },
};
