import type { search as en } from '../en/search';
import type { LocaleShape } from '../../locale-shape';

export const search: LocaleShape<typeof en> = {
  title: 'Tìm cuộc trò chuyện',
  subtitle_one: 'Đã lập chỉ mục {{count, number}} tin nhắn',
  subtitle_other: 'Đã lập chỉ mục {{count, number}} tin nhắn',
  label: 'Tìm tin nhắn',
  placeholder: 'Tìm trong mọi tin nhắn của mọi cuộc trò chuyện',
  building: 'Đang lập chỉ mục các cuộc trò chuyện…',
  failed: 'Không tìm kiếm được: không thể tạo chỉ mục.',
  hint: 'Nhập một hoặc vài từ: mọi tin nhắn chứa tất cả các từ đó sẽ được liệt kê, phù hợp nhất ở đầu.',
  results_one: 'Tìm thấy {{count, number}} tin nhắn',
  results_other: 'Tìm thấy {{count, number}} tin nhắn',
  resultsCapped: 'Tìm thấy {{total, number}} tin nhắn; hiển thị {{count}} kết quả phù hợp nhất',
  resultsLabel: 'Kết quả tìm kiếm',
  noResult: 'Không có tin nhắn nào khớp với “{{query}}”.',
  noResultHint: 'Hãy kiểm tra chính tả, hoặc thử ít từ hơn hay từ ngắn hơn.',
  noData: 'Chưa có lịch sử trò chuyện: khi bạn bắt đầu trò chuyện, có thể tìm tin nhắn tại đây.',
  roles: {
    user: 'Bạn',
    assistant: 'Trợ lý',
    system: 'Hệ thống',
    tool: 'Công cụ',
  },
  error: 'Lỗi',
};
