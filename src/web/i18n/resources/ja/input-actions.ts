import type { inputActions as en } from '../en/input-actions';
import type { LocaleShape } from '../../locale-shape';

export const inputActions: LocaleShape<typeof en> = {
  knowledge: {
    action: 'ナレッジ',
    actionOn: 'ナレッジ（{{count}}）',
  },
  compare: {
    action: '複数のモデルに質問',
    typeFirst: 'まず質問を入力してから、複数のモデルに質問してください',
  },
  webSearch: {
    toggle: {
      on: 'ウェブ検索：オン',
      off: 'ウェブ検索：オフ',
      notSetUp: 'ウェブ検索が未設定です：設定で検索サービスを選んでください',
    },
    by: {
      label: 'モデル自身の検索',
      app: 'アプリが検索',
      model: '{{model}} が自分で検索',
      onlyModel: '検索サービスが未設定のため、{{model}} が自分で検索します',
    },
  },
  dictate: {
    dictate: '音声入力',
    listening: '聞き取り中…',
    transcribing: '話した内容を文字にしています…',
    level: 'マイクの音量',
  },
};
