import type { voice as en } from '../en/voice';
import type { LocaleShape } from '../../locale-shape';

export const voice: LocaleShape<typeof en> = {
  readAloud: '読み上げ',
  pause: '読み上げを一時停止',
  resume: '読み上げを再開',
  stop: '読み上げを停止',
  dictate: '音声入力',
  listening: '聞き取り中…',
  transcribing: '話した内容を文字にしています…',
  level: 'マイクの音量',
  readFailed: '返信を読み上げられませんでした。{{reason}}',
  dictationFailed: '音声入力を文字にできませんでした。{{reason}}',
  failure: {
    denied: 'PolyChat にマイクの使用が許可されていません。ブラウザのこのサイトの設定で許可してから、もう一度お試しください。',
    noDevice: 'マイクが見つかりません。マイクを接続してもう一度お試しください。',
    microphone: 'マイクを開けませんでした。別のアプリが使用している可能性があります。',
    auth: '音声プロバイダーがキーを拒否しました。設定で確認してください。',
    busy: '音声プロバイダーが混み合っています。少し待ってからもう一度お試しください。',
    failed: '音声プロバイダーが処理できませんでした。もう一度試すか、設定で別の音声プロバイダーを選んでください。',
    unreachable: '音声プロバイダーに接続できませんでした。接続を確認してもう一度お試しください。',
    setup: '音声プロバイダーの設定が完了していません。設定で入力してください。',
    unsupported: 'このブラウザだけではできません。設定で音声プロバイダーに OpenAI か Azure を選んでください。',
  },
  settings: {
    title: '音声',
    provider: {
      title: '音声プロバイダー',
      subTitle: '返信を読み上げ、音声入力を文字にするもの。ブラウザ自身の音声はキーなしで使えます。',
      browser: 'このブラウザ',
      openai: 'OpenAI',
      azure: 'Azure OpenAI',
    },
    speechModel: { title: '音声合成モデル', subTitle: '読み上げに使う OpenAI のモデル、または Azure のデプロイ名' },
    voice: { title: '声' },
    speed: { title: '話す速さ', subTitle: '1 が標準。0.25 から 4 まで' },
    transcriptionModel: { title: '文字起こしモデル', subTitle: '音声入力を文字にする OpenAI のモデル、または Azure のデプロイ名' },
    readReplies: { title: 'すべての返信を読み上げる', subTitle: '新しい返信を届いたそばから読み上げます' },
    dictationMode: {
      title: '音声入力',
      push: '押して話す：話している間ボタンを押し続けます',
      handsFree: 'ハンズフリー：一度押すと、話が途切れたところで止まります',
    },
    sendDictation: { title: '音声入力をすぐ送信', subTitle: 'オフのときは、編集できるよう言葉が入力欄に残ります' },
  },
  shortcut: '音声入力（押し続けて話す）',
};
