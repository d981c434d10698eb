import type { markdown as en } from '../en/markdown';
import type { LocaleShape } from '../../locale-shape';

export const markdown: LocaleShape<typeof en> = {
  code: {
    copy: 'コードをコピー',
    expand: '全 {{lines}} 行を表示',
    collapse: '折りたたむ',
    plainText: 'テキスト',
  },
  mermaid: {
    drawing: '図を描画中…',
    failed: '図を描画できなかったため、ソースを表示しています。',
  },
  remoteImage: {
    label: '{{host}} の画像',
    withAlt: '「{{alt}}」：{{host}} の画像（未読み込み）',
    withoutAlt: '{{host}} の画像（未読み込み）',
    load: '画像を読み込む',
    always: '{{host}} から常に読み込む',
  },
  artifact: {
    label: '{{kind}} アーティファクト',
    views: '表示',
    preview: 'プレビュー',
    code: 'コード',
    frameTitle: '{{kind}} のプレビュー',
    download: 'ダウンロード',
    copy: 'コピー',
    share: '共有',
    shared: 'リンクをコピーしました：{{link}}',
    shareFailed: '共有できませんでした',
    tooLarge: 'このアーティファクトは 1 MB を超えているため、共有できません。',
  },
};
