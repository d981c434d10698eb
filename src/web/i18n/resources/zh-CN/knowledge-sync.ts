import type { knowledgeSync as en } from '../en/knowledge-sync';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeSync: LocaleShape<typeof en> = {
  elsewhere: '在另一台设备上',
  elsewhereHint: '它的文本留在添加它的设备上。在两台设备的 设置 → 云同步 中打开“包含文档”，即可在这里搜索它。',
  webPage: '网页',
  addPage: '添加网页',
  pageAddress: '网页地址',
  readingPage: '正在读取 {{url}}…',
  pageFailure: {
    'invalid-url': '这不是网址。请输入类似 https://example.com/page 的地址。',
    blocked_address: '服务器不读取这个地址：它不是公开的网页。',
    timeout: '网页响应时间过长，请稍后再试。',
    too_large: '网页太大，无法读取。',
    bad_status: '网站返回了错误（{{status}}）。',
    unsupported_type: '这个地址既不是网页，也不是可读取的文档。',
    unreadable: '网页中没有可读取的文本。',
    unreachable: '无法访问该网页，请检查地址和网络连接。',
    too_many_redirects: '网页重定向次数过多，无法读取。',
    unauthorized: '服务器要求先提供访问码才能读取网页，请在设置中输入。',
    refused: '服务器拒绝读取该网页。',
    badAnswer: '无法理解服务器的响应。',
  },
  includeDocuments: {
    title: '包含文档',
    subTitle: '同时上传知识库文件的文本：当前 {{size}}，最多 {{max}}。名称和文件列表始终会同步。',
  },
};
