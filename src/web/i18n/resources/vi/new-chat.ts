import type { newChat as en } from '../en/new-chat';
import type { LocaleShape } from '../../locale-shape';

export const newChat: LocaleShape<typeof en> = {
  return: 'Quay lại',
  skip: 'Bắt đầu ngay',
  neverShow: 'Không hiện lại',
  confirmNeverShow: 'Không hiện trình chọn mặt nạ nữa? Cuộc trò chuyện mới sẽ bắt đầu ngay; bạn có thể bật lại trong Cài đặt.',
  title: 'Chọn mặt nạ',
  subtitle: 'Trò chuyện với linh hồn sau chiếc mặt nạ',
  more: 'Xem thêm',
  masks: 'Mặt nạ',
};
