import type { toolkit as en } from '../en/toolkit';
import type { LocaleShape } from '../../locale-shape';

export const toolkit: LocaleShape<typeof en> = {
  modal: {
    maximise: 'Phóng to',
    restore: 'Khôi phục',
    close: 'Đóng',
  },
  password: {
    show: 'Hiện mật khẩu',
    hide: 'Ẩn mật khẩu',
  },
  fullscreen: {
    enter: 'Toàn màn hình',
    exit: 'Thoát toàn màn hình',
  },
  selector: {
    label: 'Chọn',
    filter: 'Lọc',
    noResults: 'Không có kết quả',
    done: 'Xong',
    selected_one: 'Đã chọn {{count}}',
    selected_other: 'Đã chọn {{count}}',
  },
  toast: {
    region: 'Thông báo',
  },
  imageViewer: {
    title: 'Ảnh',
    open: 'Xem ảnh {{index}} ở kích thước đầy đủ',
    download: 'Tải xuống',
    copy: 'Sao chép ảnh',
    unavailable: 'Ảnh không còn được lưu trữ.',
  },
};
