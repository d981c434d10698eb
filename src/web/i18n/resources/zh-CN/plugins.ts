import type { plugins as en } from '../en/plugins';
import type { LocaleShape } from '../../locale-shape';

export const plugins: LocaleShape<typeof en> = {
  call: {
    unknownTool: '此对话中没有名为“{{name}}”的工具。',
    badArguments: '工具参数不是 JSON 对象：{{detail}}',
    missingParameter: '缺少必填参数“{{name}}”。',
    noBodyForToken: '插件令牌应放在请求体中，但此请求（{{detail}}）无法携带请求体。请为令牌选择其他位置。',
    unreachable: '无法访问插件：{{detail}}',
    timeout: '插件在 {{seconds}} 秒内没有响应。',
    cut: '[已截断：仅显示回答的前 {{shown}} 个字符。]',
  },
  formatError: '插件“{{title}}”：格式错误（{{reason}}）。此对话不会使用它的工具。',
  format: {
    empty: '内容为空',
    syntax: '既不是 JSON 也不是 YAML',
    not_openapi: '不是 OpenAPI 文档',
    unsupported_version: '仅支持 OpenAPI 3 文档',
    no_server: '没有绝对的 http(s) 服务器地址',
    bad_ref: '文档中有无法解析的 $ref',
  },
};
