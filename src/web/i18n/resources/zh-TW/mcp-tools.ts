import type { mcpTools as en } from '../en/mcp-tools';
import type { LocaleShape } from '../../locale-shape';

/** MCP tools in a chat: the question before a call runs, and what the reader is told about a
 * call's result. */
export const mcpTools: LocaleShape<typeof en> = {
  consent: {
    title: '執行「{{server}}」的工具？',
    server: '伺服器',
    tool: '工具',
    description: '伺服器對此工具的說明',
    noDescription: '伺服器沒有說明此工具的作用。',
    descriptionWarning: '這些文字來自伺服器，不賦予工具任何權限：只有你在這裡的回答才能讓它執行。',
    arguments: '模型傳送的參數',
    readOnly: '伺服器表示此工具只讀取，不做任何變更。',
    writes: '伺服器表示此工具會做變更，但不會破壞任何內容。',
    destructive: '伺服器沒有表示此工具無害：它可能變更或刪除內容，因此每次都會詢問。',
    allowOnce: '允許一次',
    allowChat: '在此對話中允許',
    deny: '拒絕',
    waiting_one: '還有 {{count}} 個呼叫在等待你的回答。',
    waiting_other: '還有 {{count}} 個呼叫在等待你的回答。',
  },
  result: {
    denied: '你沒有允許此呼叫；已告知模型。',
    badArguments: '模型傳送的參數不是 JSON 物件，因此未呼叫該工具。',
    unknownTool: '此對話中沒有名為「{{name}}」的工具。',
    toolError: '「{{server}}」回報工具執行失敗：',
    refused: '「{{server}}」拒絕了此呼叫：',
    unreachable: '無法連線「{{server}}」或其已停止回應，因此工具沒有給出結果。',
    timeout: '「{{server}}」在 {{seconds}} 秒內沒有回應。',
    empty: '工具沒有傳回任何內容。',
    cut: '結果超過 {{limit}} 個字元：只有前 {{limit}} 個字元交給了模型並在此顯示。',
    imageType: '已省略一張「{{type}}」類型的圖片：只顯示 PNG、JPEG、GIF 和 WebP 圖片。',
    imageTooLarge: '已省略一張超過 {{kilobytes}} KB 的圖片。',
    tooManyImages: '只顯示前 {{limit}} 張圖片，其餘已省略。',
    audio: '工具傳回了一段聲音，這裡不播放。',
    serverLeftOut: '無法連線「{{server}}」：本次回覆不使用它的工具。',
  },
  picker: {
    server: 'MCP 伺服器 · {{tools}}',
    toolCount_one: '{{count}} 個工具',
    toolCount_other: '{{count}} 個工具',
    toolsUnknown: '尚未取得工具清單',
  },
};
