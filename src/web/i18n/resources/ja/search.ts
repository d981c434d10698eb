import type { search as en } from '../en/search';
import type { LocaleShape } from '../../locale-shape';

export const search: LocaleShape<typeof en> = {
  title: 'チャットを検索',
  subtitle_one: '{{count, number}} 件のメッセージをインデックス済み',
  subtitle_other: '{{count, number}} 件のメッセージをインデックス済み',
  label: 'メッセージを検索',
  placeholder: 'すべてのチャットのすべてのメッセージを検索',
  building: 'チャットのインデックスを作成中…',
  failed: '検索を利用できません。インデックスを作成できませんでした。',
  hint: '単語をいくつか入力してください。すべての単語を含むメッセージが、関連性の高い順に表示されます。',
  results_one: '{{count, number}} 件のメッセージが見つかりました',
  results_other: '{{count, number}} 件のメッセージが見つかりました',
  resultsCapped: '{{total, number}} 件のメッセージが見つかりました。関連性の高い {{count}} 件を表示しています',
  resultsLabel: '検索結果',
  noResult: '「{{query}}」に一致するメッセージはありません。',
  noResultHint: 'スペルを確認するか、単語を減らしたり短くしたりしてお試しください。',
  noData: 'チャット履歴はまだありません。チャットを始めると、ここでメッセージを検索できるようになります。',
  roles: {
    user: 'あなた',
    assistant: 'アシスタント',
    system: 'システム',
    tool: 'ツール',
  },
  error: 'エラー',
};
