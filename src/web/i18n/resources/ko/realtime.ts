import type { realtime as en } from '../en/realtime';
import type { LocaleShape } from '../../locale-shape';

export const realtime: LocaleShape<typeof en> = {
  start: '음성 통화',
  title: '{{model}}와 음성 통화',
  status: {
    connecting: '연결 중…',
    listening: '듣는 중',
    answering: '답변 중',
    muted: '음소거됨',
    ended: '통화 종료됨',
  },
  hint: '준비되면 말하세요. 답변 중에 말하면 답변을 끊을 수 있습니다.',
  transcript: '대화 기록',
  you: '나',
  assistant: '어시스턴트',
  mute: '음소거',
  end: '통화 종료',
  typeLabel: '입력한 메시지',
  typePlaceholder: '또는 여기에 입력…',
  send: '보내기',
  problem: {
    micDenied: '마이크가 차단되어 있습니다. 브라우저의 사이트 설정에서 PolyChat의 마이크 사용을 허용한 뒤 다시 전화하세요.',
    micDeniedInWindow: 'PolyChat 창에서 마이크를 사용할 수 없습니다. Linux에서는 시스템의 웹 보기가 PolyChat의 마이크 모듈을 통해서만 이를 허용하는데, 이 설치에는 그 모듈이 없거나 꺼져 있습니다. 권한을 묻는 창을 쓰려면 POLYCHAT_WINDOW_HOST=browser로 PolyChat을 시작한 뒤 다시 전화하세요.',
    noMic: '마이크를 찾을 수 없습니다. 마이크를 연결한 뒤 다시 전화하세요.',
    micFailed: '마이크를 시작할 수 없습니다.',
    noKey: '음성 통화에는 본인의 OpenAI 또는 Azure 키가 필요합니다. 설정에서 추가하세요.',
    unauthorized: '액세스 코드가 틀렸거나 없습니다. 액세스 페이지에서 입력한 뒤 다시 전화하세요.',
    forbidden: '이 서버는 이 모델을 허용하지 않습니다.',
    busy: '지금 열린 통화가 너무 많습니다. 잠시 후 다시 시도하세요.',
    notConfigured: '이 서버에는 이 제공자의 키가 없습니다. 설정에서 본인의 키를 추가하거나 관리자에게 문의하세요.',
    unreachable: '음성 서비스에 연결할 수 없습니다. 모델, 키, 연결을 확인하세요.',
    tooLong: '통화가 허용된 최대 시간에 도달해 종료되었습니다.',
    tooMuch: '통화가 서버가 받는 양보다 많이 보내 종료되었습니다.',
    lost: '연결이 끊어졌습니다.',
    provider: '음성 서비스가 문제를 보고했습니다.',
  },
};
