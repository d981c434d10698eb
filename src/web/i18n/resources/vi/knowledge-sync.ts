import type { knowledgeSync as en } from '../en/knowledge-sync';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeSync: LocaleShape<typeof en> = {
  elsewhere: 'Trên thiết bị khác',
  elsewhereHint: 'Văn bản của tệp vẫn ở trên thiết bị đã thêm nó. Bật Kèm tài liệu trong Cài đặt → Đồng bộ trên cả hai thiết bị để tìm kiếm nó ở đây.',
  webPage: 'Trang web',
  addPage: 'Thêm trang web',
  pageAddress: 'Địa chỉ trang web',
  readingPage: 'Đang đọc {{url}}…',
  pageFailure: {
    'invalid-url': 'Đó không phải là địa chỉ web. Hãy nhập địa chỉ như https://example.com/trang.',
    blocked_address: 'Máy chủ không đọc địa chỉ này: đây không phải là trang web công khai.',
    timeout: 'Trang phản hồi quá lâu. Hãy thử lại sau.',
    too_large: 'Trang quá lớn để đọc.',
    bad_status: 'Trang web trả về lỗi ({{status}}).',
    unsupported_type: 'Địa chỉ này không phải là trang web hay tài liệu có thể đọc được.',
    unreadable: 'Trang không có văn bản nào đọc được.',
    unreachable: 'Không thể truy cập trang. Hãy kiểm tra địa chỉ và kết nối.',
    too_many_redirects: 'Trang chuyển hướng quá nhiều lần nên không đọc được.',
    unauthorized: 'Máy chủ yêu cầu mã truy cập trước khi đọc trang. Hãy nhập mã trong Cài đặt.',
    refused: 'Máy chủ đã từ chối đọc trang.',
    badAnswer: 'Không hiểu được phản hồi của máy chủ.',
  },
  includeDocuments: {
    title: 'Kèm tài liệu',
    subTitle: 'Tải lên cả văn bản của các tệp trong kho kiến thức: hiện {{size}}, tối đa {{max}}. Tên và danh sách tệp luôn được đồng bộ.',
  },
};
