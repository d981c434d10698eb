import type { inputActions as en } from '../en/input-actions';
import type { LocaleShape } from '../../locale-shape';

export const inputActions: LocaleShape<typeof en> = {
  knowledge: {
    action: 'Kiến thức',
    actionOn: 'Kiến thức ({{count}})',
  },
  compare: {
    action: 'Hỏi nhiều mô hình',
    typeFirst: 'Hãy nhập câu hỏi trước, rồi hỏi nhiều mô hình',
  },
  webSearch: {
    toggle: {
      on: 'Tìm kiếm trên mạng: bật',
      off: 'Tìm kiếm trên mạng: tắt',
      notSetUp: 'Chưa thiết lập tìm kiếm trên mạng: hãy chọn một dịch vụ tìm kiếm trong Cài đặt',
    },
    by: {
      label: 'Tìm kiếm riêng của mô hình',
      app: 'Ứng dụng tìm kiếm',
      model: '{{model}} tự tìm kiếm',
      onlyModel: 'Chưa thiết lập dịch vụ tìm kiếm: {{model}} tự tìm kiếm',
    },
  },
  dictate: {
    dictate: 'Đọc chính tả',
    listening: 'Đang nghe…',
    transcribing: 'Đang ghi lại lời bạn nói…',
    level: 'Mức micrô',
  },
};
