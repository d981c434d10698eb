import type { mcpTools as en } from '../en/mcp-tools';
import type { LocaleShape } from '../../locale-shape';

/** MCP tools in a chat: the question before a call runs, and what the reader is told about a
 * call's result. */
export const mcpTools: LocaleShape<typeof en> = {
  consent: {
    title: '运行“{{server}}”的工具？',
    server: '服务器',
    tool: '工具',
    description: '服务器对该工具的说明',
    noDescription: '服务器没有说明此工具的作用。',
    descriptionWarning: '这些文字来自服务器，不赋予工具任何权限：只有你在这里的回答才能让它运行。',
    arguments: '模型发送的参数',
    readOnly: '服务器称此工具只读取，不做任何更改。',
    writes: '服务器称此工具会做更改，但不会破坏任何内容。',
    destructive: '服务器没有说明此工具无害：它可能更改或删除内容，因此每次都会询问。',
    allowOnce: '允许一次',
    allowChat: '在此对话中允许',
    deny: '拒绝',
    waiting_one: '还有 {{count}} 个调用在等待你的回答。',
    waiting_other: '还有 {{count}} 个调用在等待你的回答。',
  },
  result: {
    denied: '你没有允许此调用；已告知模型。',
    badArguments: '模型发送的参数不是 JSON 对象，因此未调用该工具。',
    unknownTool: '此对话中没有名为“{{name}}”的工具。',
    toolError: '“{{server}}”报告工具执行失败：',
    refused: '“{{server}}”拒绝了此调用：',
    unreachable: '无法连接“{{server}}”或其已停止响应，因此工具没有给出结果。',
    timeout: '“{{server}}”在 {{seconds}} 秒内没有响应。',
    empty: '工具没有返回任何内容。',
    cut: '结果超过 {{limit}} 个字符：只有前 {{limit}} 个字符交给了模型并在此显示。',
    imageType: '已省略一张“{{type}}”类型的图片：只显示 PNG、JPEG、GIF 和 WebP 图片。',
    imageTooLarge: '已省略一张超过 {{kilobytes}} KB 的图片。',
    tooManyImages: '只显示前 {{limit}} 张图片，其余已省略。',
    audio: '工具返回了一段声音，这里不播放。',
    serverLeftOut: '无法连接“{{server}}”：本次回复不使用它的工具。',
  },
  picker: {
    server: 'MCP 服务器 · {{tools}}',
    toolCount_one: '{{count}} 个工具',
    toolCount_other: '{{count}} 个工具',
    toolsUnknown: '尚未获取工具列表',
  },
};
