import type { errors as en } from '../en/errors';
import type { LocaleShape } from '../../locale-shape';

export const errors: LocaleShape<typeof en> = {
  unauthorizedWithKey: '检测到无效的 API Key，请前往设置页检查 API Key 是否配置正确',
  unauthorizedNoKey: '访问密码不正确或为空，请前往登录页输入正确的访问密码，或者在设置页填入你自己的 API Key',
  unauthorizedDesktop: '检测到无效的 API Key，请前往设置页检查 API Key 是否配置正确',
  emptyResponse: '服务器返回了空响应',
  promptBlocked: '消息因以下原因被拦截：{{reason}}',
  azureIncomplete: 'Azure 配置不完整，请前往设置页检查',
  requestFailed: '请求失败，状态码 {{status}}：{{body}}',
  parseFailed: '无法解析响应',
  timeout: '请求超时',
  usageFailed: '查询 OpenAI 用量失败',
  shareError: '分享失败',
  importFailed: '导入失败',
  summaryTooShort: '对话太短，无需总结',
  fieldRequired: '{{field}} 为必填项',
  fieldEmpty: '{{field}} 不能为空',
  fieldPrompt: '请输入{{field}}',
  uploadError: '上传出错：{{message}}',
  contentPolicy: '服务商拒绝生成：提示词或图片违反了其内容政策。请换一种说法再试。',
  rateLimited: '请求过于频繁，或该密钥的额度已用完。请稍后再试。',
  badImage: '服务商返回了结果，但其中没有可读取的图片。没有保存任何内容，请重试。',
  imageUnsupported: '该模型的服务商无法生成图片。请选择 OpenAI 或 Azure 的 DALL·E 3。',
  imageFetchFailed: '图片已生成，但无法从服务商处下载：{{url}}',
  notConfigured: '服务器没有为该服务商配置密钥。请在设置中填写你自己的密钥，或请管理员添加。',
  imageNotSaved: '图片已生成，但本设备无法保存它：存储空间可能已满。',
};
