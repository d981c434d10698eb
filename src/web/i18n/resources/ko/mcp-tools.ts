import type { mcpTools as en } from '../en/mcp-tools';
import type { LocaleShape } from '../../locale-shape';

/** MCP tools in a chat: the question before a call runs, and what the reader is told about a
 * call's result. */
export const mcpTools: LocaleShape<typeof en> = {
  consent: {
    title: '“{{server}}”의 도구를 실행할까요?',
    server: '서버',
    tool: '도구',
    description: '서버가 설명하는 도구의 기능',
    noDescription: '서버가 이 도구의 기능을 설명하지 않습니다.',
    descriptionWarning: '이 설명은 서버가 보낸 것입니다. 도구에 어떤 권한도 주지 않으며, 도구는 여기서 한 답변으로만 실행됩니다.',
    arguments: '모델이 보내는 인수',
    readOnly: '서버에 따르면 이 도구는 읽기만 하며 아무것도 바꾸지 않습니다.',
    writes: '서버에 따르면 이 도구는 내용을 바꾸지만 아무것도 파괴하지 않습니다.',
    destructive: '서버가 이 도구를 무해하다고 하지 않습니다. 내용을 바꾸거나 지울 수 있으므로 매번 묻습니다.',
    allowOnce: '한 번 허용',
    allowChat: '이 채팅에서 허용',
    deny: '거부',
    waiting_one: '호출 {{count}}건이 더 답변을 기다립니다.',
    waiting_other: '호출 {{count}}건이 더 답변을 기다립니다.',
  },
  result: {
    denied: '이 호출을 허용하지 않았습니다. 모델에 이를 알렸습니다.',
    badArguments: '모델이 JSON 객체가 아닌 인수를 보내 도구를 호출하지 않았습니다.',
    unknownTool: '이 채팅에는 “{{name}}”이라는 도구가 없습니다.',
    toolError: '“{{server}}”에서 도구가 실패했다고 합니다:',
    refused: '“{{server}}”이(가) 호출을 거부했습니다:',
    unreachable: '“{{server}}”에 연결할 수 없거나 응답이 끊겨 도구 결과가 없습니다.',
    timeout: '“{{server}}”이(가) {{seconds}}초 안에 응답하지 않았습니다.',
    empty: '도구가 아무것도 반환하지 않았습니다.',
    cut: '결과가 {{limit}}자를 넘습니다. 처음 {{limit}}자만 모델에 전달하고 표시합니다.',
    imageType: '“{{type}}” 형식의 이미지는 생략했습니다. PNG, JPEG, GIF, WebP 이미지만 표시합니다.',
    imageTooLarge: '{{kilobytes}}KB를 넘는 이미지는 생략했습니다.',
    tooManyImages: '처음 {{limit}}개의 이미지만 표시하고 나머지는 생략했습니다.',
    audio: '도구가 소리를 반환했지만 여기서는 재생하지 않습니다.',
    serverLeftOut: '“{{server}}”에 연결할 수 없어 이 답변에서는 해당 도구를 쓰지 않습니다.',
  },
  picker: {
    server: 'MCP 서버 · {{tools}}',
    toolCount_one: '도구 {{count}}개',
    toolCount_other: '도구 {{count}}개',
    toolsUnknown: '도구 목록을 아직 받지 않음',
  },
};
