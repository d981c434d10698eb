import type { images as en } from '../en/images';
import type { LocaleShape } from '../../locale-shape';

export const images: LocaleShape<typeof en> = {
  upload: '上传图片',
  attachments: '已添加的图片',
  thumbnail: '图片 {{index}}',
  remove: '移除图片 {{index}}',
  processing: '正在处理图片…',
  unavailable: '图片不可用',
  errors: {
    notImage: '“{{name}}”不是图片。',
    decode: '无法读取图片“{{name}}”。',
    heic: '无法将 HEIC 图片“{{name}}”转换为 JPEG。',
    tooLarge: '图片“{{name}}”无法压缩到可发送的大小。',
    storage: '无法保存图片“{{name}}”。',
    missing: '图片“{{name}}”已不在存储中。',
  },
};
