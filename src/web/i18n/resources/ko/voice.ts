import type { voice as en } from '../en/voice';
import type { LocaleShape } from '../../locale-shape';

export const voice: LocaleShape<typeof en> = {
  readAloud: '소리 내어 읽기',
  pause: '읽기 일시 중지',
  resume: '읽기 다시 시작',
  stop: '읽기 중지',
  dictate: '받아쓰기',
  listening: '듣는 중…',
  transcribing: '말한 내용을 적는 중…',
  level: '마이크 음량',
  readFailed: '답장을 소리 내어 읽을 수 없습니다. {{reason}}',
  dictationFailed: '받아쓰기를 글로 옮길 수 없습니다. {{reason}}',
  failure: {
    denied: 'PolyChat에 마이크 사용 권한이 없습니다. 브라우저의 이 사이트 설정에서 허용한 뒤 다시 시도하세요.',
    noDevice: '마이크를 찾을 수 없습니다. 마이크를 연결하고 다시 시도하세요.',
    microphone: '마이크를 열 수 없습니다. 다른 앱이 사용 중일 수 있습니다.',
    auth: '음성 제공자가 키를 거부했습니다. 설정에서 확인하세요.',
    busy: '음성 제공자가 바쁩니다. 잠시 후 다시 시도하세요.',
    failed: '음성 제공자가 처리하지 못했습니다. 다시 시도하거나 설정에서 다른 음성 제공자를 선택하세요.',
    unreachable: '음성 제공자에 연결할 수 없습니다. 연결을 확인하고 다시 시도하세요.',
    setup: '음성 제공자 설정이 완료되지 않았습니다. 설정에서 마무리하세요.',
    unsupported: '이 브라우저는 자체적으로 할 수 없습니다. 설정에서 음성 제공자로 OpenAI 또는 Azure를 선택하세요.',
  },
  settings: {
    title: '음성',
    provider: {
      title: '음성 제공자',
      subTitle: '답장을 소리 내어 읽고 받아쓰기를 글로 옮기는 곳입니다. 브라우저 자체 음성은 키 없이 작동합니다.',
      browser: '이 브라우저',
      openai: 'OpenAI',
      azure: 'Azure OpenAI',
    },
    speechModel: { title: '음성 합성 모델', subTitle: '소리 내어 읽는 OpenAI 모델 또는 Azure 배포 이름' },
    voice: { title: '목소리' },
    speed: { title: '말하기 속도', subTitle: '1이 보통이며 0.25부터 4까지' },
    transcriptionModel: { title: '받아쓰기 모델', subTitle: '받아쓰기를 글로 옮기는 OpenAI 모델 또는 Azure 배포 이름' },
    readReplies: { title: '모든 답장을 소리 내어 읽기', subTitle: '새 답장이 도착하는 대로 읽습니다' },
    dictationMode: {
      title: '받아쓰기',
      push: '눌러서 말하기: 말하는 동안 버튼을 누르고 있습니다',
      handsFree: '핸즈프리: 한 번 누르면 말을 멈출 때 끝납니다',
    },
    sendDictation: { title: '받아쓰기 바로 보내기', subTitle: '끄면 편집할 수 있도록 입력란에 남습니다' },
  },
  shortcut: '받아쓰기 (누르고 있으면 눌러서 말하기)',
};
