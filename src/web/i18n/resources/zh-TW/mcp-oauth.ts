import type { mcpOauth as en } from '../en/mcp-oauth';
import type { LocaleShape } from '../../locale-shape';

export const mcpOauth: LocaleShape<typeof en> = {
  signIn: '登入',
  signInAgain: '重新登入',
  status: {
    waiting: '請在開啟的視窗中完成登入。',
    refused: '伺服器已不再接受此次登入。請重新登入以繼續使用。',
    unreachable: '無法連線登入伺服器來續期登入。登入資訊已保留，請稍後再試。',
  },
  failure: {
    unsafeAddress: '伺服器的登入設定包含 PolyChat 不會開啟的位址（{{field}}）。只會開啟 https 位址，或本機上的 http 位址。',
    popupBlocked: '瀏覽器封鎖了登入視窗。請允許 PolyChat 彈出視窗後重試。',
    denied: '登入已取消或遭拒絕。',
    timedOut: '登入耗時過長，請重試。',
    noRegistration: '此伺服器的登入服務不允許 PolyChat 註冊，因此 PolyChat 無法登入。',
    refusedByServer: '登入伺服器拒絕了此次登入。',
    unreachable: '無法連線登入伺服器。',
    failed: '登入此伺服器失敗。',
  },
};
