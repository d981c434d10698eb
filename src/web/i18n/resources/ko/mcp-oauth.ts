import type { mcpOauth as en } from '../en/mcp-oauth';
import type { LocaleShape } from '../../locale-shape';

export const mcpOauth: LocaleShape<typeof en> = {
  signIn: '로그인',
  signInAgain: '다시 로그인',
  status: {
    waiting: '열린 창에서 로그인을 마치세요.',
    refused: '서버가 더 이상 이 로그인을 받아들이지 않습니다. 계속 사용하려면 다시 로그인하세요.',
    unreachable: '로그인을 갱신하려 했지만 로그인 서버에 연결할 수 없습니다. 로그인은 유지됩니다. 나중에 다시 시도하세요.',
  },
  failure: {
    unsafeAddress: '서버의 로그인 설정에 PolyChat이 열지 않는 주소가 있습니다({{field}}). https 주소나 이 컴퓨터의 http 주소만 엽니다.',
    popupBlocked: '브라우저가 로그인 창을 차단했습니다. PolyChat의 팝업 창을 허용한 뒤 다시 시도하세요.',
    denied: '로그인이 취소되었거나 거부되었습니다.',
    timedOut: '로그인이 너무 오래 걸렸습니다. 다시 시도하세요.',
    noRegistration: '이 서버의 로그인은 PolyChat의 등록을 허용하지 않아 PolyChat이 로그인할 수 없습니다.',
    refusedByServer: '로그인 서버가 로그인을 거부했습니다.',
    unreachable: '로그인 서버에 연결할 수 없습니다.',
    failed: '이 서버에 로그인하지 못했습니다.',
  },
};
