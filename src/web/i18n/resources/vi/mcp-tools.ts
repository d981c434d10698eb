import type { mcpTools as en } from '../en/mcp-tools';
import type { LocaleShape } from '../../locale-shape';

/** MCP tools in a chat: the question before a call runs, and what the reader is told about a
 * call's result. */
export const mcpTools: LocaleShape<typeof en> = {
  consent: {
    title: 'Chạy một công cụ của “{{server}}”?',
    server: 'Máy chủ',
    tool: 'Công cụ',
    description: 'Máy chủ nói công cụ này làm gì',
    noDescription: 'Máy chủ không nói công cụ này làm gì.',
    descriptionWarning: 'Những lời này đến từ máy chủ. Chúng không cho công cụ quyền nào: chỉ câu trả lời của bạn ở đây mới cho nó chạy.',
    arguments: 'Đối số mô hình gửi',
    readOnly: 'Theo máy chủ, công cụ này chỉ đọc: không thay đổi gì.',
    writes: 'Theo máy chủ, công cụ này thay đổi dữ liệu nhưng không phá huỷ gì.',
    destructive: 'Máy chủ không nói công cụ này vô hại: nó có thể thay đổi hoặc xoá dữ liệu, nên lần nào cũng hỏi.',
    allowOnce: 'Cho phép một lần',
    allowChat: 'Cho phép trong cuộc trò chuyện này',
    deny: 'Từ chối',
    waiting_one: 'Còn {{count}} lệnh gọi chờ câu trả lời của bạn.',
    waiting_other: 'Còn {{count}} lệnh gọi chờ câu trả lời của bạn.',
  },
  result: {
    denied: 'Bạn đã không cho phép lệnh gọi này; mô hình đã được báo.',
    badArguments: 'Mô hình gửi đối số không phải đối tượng JSON, nên công cụ không được gọi.',
    unknownTool: 'Cuộc trò chuyện này không có công cụ nào tên “{{name}}”.',
    toolError: '“{{server}}” báo công cụ bị lỗi:',
    refused: '“{{server}}” từ chối lệnh gọi:',
    unreachable: 'Không kết nối được “{{server}}” hoặc nó ngừng trả lời, nên công cụ không cho kết quả.',
    timeout: '“{{server}}” không trả lời trong {{seconds}} giây.',
    empty: 'Công cụ không trả về gì.',
    cut: 'Kết quả dài hơn {{limit}} ký tự: chỉ {{limit}} ký tự đầu được gửi cho mô hình và hiển thị.',
    imageType: 'Bỏ qua một ảnh loại “{{type}}”: chỉ hiển thị ảnh PNG, JPEG, GIF và WebP.',
    imageTooLarge: 'Bỏ qua một ảnh lớn hơn {{kilobytes}} KB.',
    tooManyImages: 'Chỉ hiển thị {{limit}} ảnh đầu; các ảnh còn lại bị bỏ qua.',
    audio: 'Công cụ trả về âm thanh, không được phát ở đây.',
    serverLeftOut: 'Không kết nối được “{{server}}”: các công cụ của nó không có trong câu trả lời này.',
  },
  picker: {
    server: 'Máy chủ MCP · {{tools}}',
    toolCount_one: '{{count}} công cụ',
    toolCount_other: '{{count}} công cụ',
    toolsUnknown: 'chưa lấy danh sách công cụ',
  },
};
