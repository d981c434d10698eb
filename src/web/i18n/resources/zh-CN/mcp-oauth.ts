import type { mcpOauth as en } from '../en/mcp-oauth';
import type { LocaleShape } from '../../locale-shape';

export const mcpOauth: LocaleShape<typeof en> = {
  signIn: '登录',
  signInAgain: '重新登录',
  status: {
    waiting: '请在打开的窗口中完成登录。',
    refused: '服务器已不再接受此次登录。请重新登录以继续使用。',
    unreachable: '无法连接登录服务器来续期登录。登录信息已保留，请稍后再试。',
  },
  failure: {
    unsafeAddress: '服务器的登录设置包含 PolyChat 不会打开的地址（{{field}}）。只会打开 https 地址，或本机上的 http 地址。',
    popupBlocked: '浏览器拦截了登录窗口。请允许 PolyChat 弹出窗口后重试。',
    denied: '登录已取消或被拒绝。',
    timedOut: '登录耗时过长，请重试。',
    noRegistration: '此服务器的登录服务不允许 PolyChat 注册，因此 PolyChat 无法登录。',
    refusedByServer: '登录服务器拒绝了此次登录。',
    unreachable: '无法连接登录服务器。',
    failed: '登录此服务器失败。',
  },
};
