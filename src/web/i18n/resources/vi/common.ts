import type { common as en } from '../en/common';
import type { LocaleShape } from '../../locale-shape';

export const common: LocaleShape<typeof en> = {
  appName: 'PolyChat',
  confirm: 'Xác nhận',
  cancel: 'Hủy',
  close: 'Đóng',
  save: 'Lưu',
  delete: 'Xóa',
  edit: 'Sửa',
  add: 'Thêm',
  back: 'Quay lại',
  loading: 'Đang tải',
  chooseAvatar: 'Chọn ảnh đại diện',
  copy: 'Sao chép',
  copySuccess: 'Đã sao chép vào bộ nhớ tạm',
  copyFailed: 'Không sao chép được. Vui lòng cấp quyền truy cập bộ nhớ tạm',
  downloadSuccess: 'Đã tải xuống',
  downloadFailed: 'Không tải xuống được',
};
