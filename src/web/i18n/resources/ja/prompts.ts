import type { prompts as en } from '../en/prompts';
import type { LocaleShape } from '../../locale-shape';

export const prompts: LocaleShape<typeof en> = {
  title: 'プロンプト',
  subtitle: '組み込み {{builtin}} 件、ユーザー定義 {{user}} 件',
  search: 'プロンプトを検索',
  add: 'プロンプトを追加',
  edit: 'プロンプトを編集',
  view: 'プロンプトを表示',
  delete: 'プロンプトを削除',
  use: '使用',
  confirmDelete: 'プロンプト「{{title}}」を削除しますか？',
  titleLabel: 'タイトル',
  contentLabel: '内容',
  empty: '検索に一致するプロンプトはありません。',
  user: 'マイプロンプト',
  builtin: '組み込み',
};
