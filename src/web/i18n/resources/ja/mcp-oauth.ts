import type { mcpOauth as en } from '../en/mcp-oauth';
import type { LocaleShape } from '../../locale-shape';

export const mcpOauth: LocaleShape<typeof en> = {
  signIn: 'サインイン',
  signInAgain: 'もう一度サインイン',
  status: {
    waiting: '開いたウィンドウでサインインを完了してください。',
    refused: 'サーバーはこのサインインを受け付けなくなりました。引き続き使うにはもう一度サインインしてください。',
    unreachable: 'サインインを更新するためのサインインサーバーに接続できませんでした。サインインは保持されています。後でもう一度お試しください。',
  },
  failure: {
    unsafeAddress: 'サーバーのサインイン設定に、PolyChat が開かないアドレスが含まれています（{{field}}）。https のアドレス、またはこのコンピューター上の http のアドレスだけを開きます。',
    popupBlocked: 'ブラウザーがサインインウィンドウをブロックしました。PolyChat のポップアップを許可して、もう一度お試しください。',
    denied: 'サインインはキャンセルされたか、拒否されました。',
    timedOut: 'サインインに時間がかかりすぎました。もう一度お試しください。',
    noRegistration: 'このサーバーのサインインは PolyChat の登録を受け付けていないため、PolyChat はサインインできません。',
    refusedByServer: 'サインインサーバーがサインインを拒否しました。',
    unreachable: 'サインインサーバーに接続できませんでした。',
    failed: 'このサーバーへのサインインに失敗しました。',
  },
};
