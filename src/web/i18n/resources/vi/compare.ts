import type { compare as en } from '../en/compare';
import type { LocaleShape } from '../../locale-shape';

export const compare: LocaleShape<typeof en> = {
  pickTitle: 'Hỏi nhiều mô hình',
  pickNote: 'Chọn từ hai đến bốn mô hình. Mỗi mô hình trả lời câu hỏi của bạn, và các câu trả lời hiện cạnh nhau.',
  filter: 'Lọc mô hình',
  models: 'Mô hình',
  chosen: 'Đã chọn: {{count}} trên {{max}}',
  ask: 'Hỏi các mô hình đã chọn',
  cancel: 'Hủy',
  answers: 'Câu trả lời của nhiều mô hình',
  choose: 'Chọn câu trả lời này',
  waiting: 'Đang chờ những từ đầu tiên…',
  firstToken: 'Từ đầu tiên sau {{time}}',
  rate: '{{rate}} token mỗi giây',
  rateEstimated: 'khoảng {{rate}} token mỗi giây',
  cost: 'Chi phí {{cost}}',
  costUnknown: 'Chưa rõ chi phí',
};
