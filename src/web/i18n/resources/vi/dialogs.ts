import type { dialogs as en } from '../en/dialogs';
import type { LocaleShape } from '../../locale-shape';

export const dialogs: LocaleShape<typeof en> = {
  errorPage: {
    report: 'Báo cáo lỗi này',
    clearAll: 'Xóa mọi dữ liệu',
    details: 'Chi tiết lỗi',
  },
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
  imageViewer: {
    title: 'Ảnh',
    download: 'Tải xuống',
    copy: 'Sao chép ảnh',
    unavailable: 'Ảnh không còn được lưu trữ.',
  },
  questions: {
    deleteChat: 'Xóa cuộc trò chuyện “{{topic}}”?',
    clearAllData: 'Bạn có chắc muốn xóa mọi dữ liệu? Một tệp sao lưu toàn bộ dữ liệu sẽ được tải xuống trước.',
  },
};
