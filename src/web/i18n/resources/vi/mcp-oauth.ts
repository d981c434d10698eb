import type { mcpOauth as en } from '../en/mcp-oauth';
import type { LocaleShape } from '../../locale-shape';

export const mcpOauth: LocaleShape<typeof en> = {
  signIn: 'Đăng nhập',
  signInAgain: 'Đăng nhập lại',
  status: {
    waiting: 'Hãy hoàn tất đăng nhập trong cửa sổ vừa mở.',
    refused: 'Máy chủ không còn chấp nhận phiên đăng nhập này. Hãy đăng nhập lại để tiếp tục sử dụng.',
    unreachable: 'Không liên lạc được với máy chủ đăng nhập để gia hạn phiên. Phiên đăng nhập vẫn được giữ; hãy thử lại sau.',
  },
  failure: {
    unsafeAddress: 'Cài đặt đăng nhập của máy chủ nêu một địa chỉ mà PolyChat sẽ không mở ({{field}}). Chỉ các địa chỉ https, hoặc http trên máy tính này, mới được mở.',
    popupBlocked: 'Trình duyệt đã chặn cửa sổ đăng nhập. Hãy cho phép cửa sổ bật lên cho PolyChat rồi thử lại.',
    denied: 'Đăng nhập đã bị hủy hoặc bị từ chối.',
    timedOut: 'Đăng nhập mất quá nhiều thời gian. Hãy thử lại.',
    noRegistration: 'Dịch vụ đăng nhập của máy chủ này không cho PolyChat tự đăng ký, nên PolyChat không thể đăng nhập.',
    refusedByServer: 'Máy chủ đăng nhập đã từ chối đăng nhập.',
    unreachable: 'Không liên lạc được với máy chủ đăng nhập.',
    failed: 'Đăng nhập vào máy chủ này không thành công.',
  },
};
