import type { voice as en } from '../en/voice';
import type { LocaleShape } from '../../locale-shape';

export const voice: LocaleShape<typeof en> = {
  readAloud: 'Đọc to',
  pause: 'Tạm dừng đọc',
  resume: 'Tiếp tục đọc',
  stop: 'Dừng đọc',
  dictate: 'Đọc chính tả',
  listening: 'Đang nghe…',
  transcribing: 'Đang ghi lại lời bạn nói…',
  level: 'Mức micrô',
  readFailed: 'Không thể đọc to câu trả lời. {{reason}}',
  dictationFailed: 'Không thể ghi lại phần đọc chính tả. {{reason}}',
  failure: {
    denied: 'PolyChat không được phép dùng micrô. Hãy cho phép trong phần cài đặt trang web của trình duyệt rồi thử lại.',
    noDevice: 'Không tìm thấy micrô. Hãy kết nối một micrô rồi thử lại.',
    microphone: 'Không thể mở micrô; có thể một ứng dụng khác đang dùng nó.',
    auth: 'Nhà cung cấp giọng nói đã từ chối khóa. Hãy kiểm tra trong cài đặt.',
    busy: 'Nhà cung cấp giọng nói đang bận. Hãy thử lại sau giây lát.',
    failed: 'Nhà cung cấp giọng nói không thực hiện được. Hãy thử lại, hoặc chọn nhà cung cấp giọng nói khác trong cài đặt.',
    unreachable: 'Không kết nối được với nhà cung cấp giọng nói. Hãy kiểm tra kết nối rồi thử lại.',
    setup: 'Cài đặt của nhà cung cấp giọng nói chưa đầy đủ. Hãy hoàn tất trong cài đặt.',
    unsupported: 'Trình duyệt này không tự làm được. Hãy chọn OpenAI hoặc Azure làm nhà cung cấp giọng nói trong cài đặt.',
  },
  settings: {
    title: 'Giọng nói',
    provider: {
      title: 'Nhà cung cấp giọng nói',
      subTitle: 'Ai đọc to câu trả lời và ghi lại lời đọc chính tả. Giọng có sẵn của trình duyệt hoạt động không cần khóa.',
      browser: 'Trình duyệt này',
      openai: 'OpenAI',
      azure: 'Azure OpenAI',
    },
    speechModel: { title: 'Mô hình giọng nói', subTitle: 'Mô hình OpenAI, hoặc tên bản triển khai Azure, dùng để đọc to' },
    voice: { title: 'Giọng' },
    speed: { title: 'Tốc độ nói', subTitle: '1 là bình thường; từ 0,25 đến 4' },
    transcriptionModel: { title: 'Mô hình chép lời', subTitle: 'Mô hình OpenAI, hoặc tên bản triển khai Azure, dùng để ghi lại lời đọc chính tả' },
    readReplies: { title: 'Đọc to mọi câu trả lời', subTitle: 'Mỗi câu trả lời mới được đọc ngay khi đến' },
    dictationMode: {
      title: 'Đọc chính tả',
      push: 'Nhấn để nói: giữ nút trong khi nói',
      handsFree: 'Rảnh tay: nhấn một lần, tự dừng khi bạn ngừng nói',
    },
    sendDictation: { title: 'Gửi ngay phần đọc chính tả', subTitle: 'Nếu không, lời nói sẽ chờ trong ô nhập để bạn sửa' },
  },
  shortcut: 'Đọc chính tả (giữ để nhấn để nói)',
};
