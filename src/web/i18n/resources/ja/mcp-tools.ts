import type { mcpTools as en } from '../en/mcp-tools';
import type { LocaleShape } from '../../locale-shape';

/** MCP tools in a chat: the question before a call runs, and what the reader is told about a
 * call's result. */
export const mcpTools: LocaleShape<typeof en> = {
  consent: {
    title: '「{{server}}」のツールを実行しますか？',
    server: 'サーバー',
    tool: 'ツール',
    description: 'サーバーによるツールの説明',
    noDescription: 'このツールが何をするか、サーバーは説明していません。',
    descriptionWarning: 'この文章はサーバーから来たものです。ツールに権限を与えることはなく、実行できるのはここでのあなたの回答だけです。',
    arguments: 'モデルが送る引数',
    readOnly: 'サーバーによると、このツールは読み取るだけで何も変更しません。',
    writes: 'サーバーによると、このツールは変更を加えますが、何も破壊しません。',
    destructive: 'サーバーはこのツールが無害だとは言っていません。変更や削除をする可能性があるため、毎回確認します。',
    allowOnce: '今回だけ許可',
    allowChat: 'このチャットで許可',
    deny: '拒否',
    waiting_one: 'あと {{count}} 件の呼び出しが回答を待っています。',
    waiting_other: 'あと {{count}} 件の呼び出しが回答を待っています。',
  },
  result: {
    denied: 'この呼び出しを許可しませんでした。モデルにはそのことが伝えられました。',
    badArguments: 'モデルが JSON オブジェクトではない引数を送ったため、ツールは呼び出されませんでした。',
    unknownTool: 'このチャットには「{{name}}」というツールはありません。',
    toolError: '「{{server}}」によると、ツールは失敗しました:',
    refused: '「{{server}}」が呼び出しを拒否しました:',
    unreachable: '「{{server}}」に接続できないか応答が途絶えたため、ツールの結果はありません。',
    timeout: '「{{server}}」は {{seconds}} 秒以内に応答しませんでした。',
    empty: 'ツールは何も返しませんでした。',
    cut: '結果が {{limit}} 文字を超えています。最初の {{limit}} 文字だけをモデルに渡し、表示しています。',
    imageType: '種類「{{type}}」の画像は省略しました。表示するのは PNG、JPEG、GIF、WebP の画像だけです。',
    imageTooLarge: '{{kilobytes}} KB を超える画像は省略しました。',
    tooManyImages: '最初の {{limit}} 枚の画像だけを表示し、残りは省略しました。',
    audio: 'ツールは音声を返しましたが、ここでは再生しません。',
    serverLeftOut: '「{{server}}」に接続できません。この返答ではそのツールを使いません。',
  },
  picker: {
    server: 'MCP サーバー · {{tools}}',
    toolCount_one: 'ツール {{count}} 個',
    toolCount_other: 'ツール {{count}} 個',
    toolsUnknown: 'ツール未取得',
  },
};
