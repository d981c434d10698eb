import type { viewer as en } from '../en/viewer';
import type { LocaleShape } from '../../locale-shape';

export const viewer: LocaleShape<typeof en> = {
  loading: '読み込み中…',
  openApp: 'PolyChat を開く',
  failed: '読み込めませんでした。接続を確認して、もう一度お試しください。',
  retry: 'もう一度試す',
  artifact: {
    title: 'アーティファクト',
    subtitle: 'PolyChat から共有されました。アプリとは切り離されたサンドボックス内で実行されます。',
    frame: '共有されたアーティファクト',
    notFound: 'このアーティファクトは存在しないか、リンクの有効期限が切れています。',
    download: 'ダウンロード',
    copyLink: 'リンクをコピー',
  },
  share: {
    title: '共有されたチャット',
    subtitle_one: '{{count}} 件のメッセージ・{{date}} に共有',
    subtitle_other: '{{count}} 件のメッセージ・{{date}} に共有',
    notFound: 'この共有チャットは存在しないか、リンクの有効期限が切れています。',
    continue: 'このチャットを続ける',
    continued: 'このチャットをチャット一覧に追加しました。',
    footer: '<link>PolyChat</link> から共有されました。複数のプロバイダーに対応したオープンソースの AI チャットクライアントです。',
    roles: { human: 'あなた', gpt: 'アシスタント' },
  },
};
