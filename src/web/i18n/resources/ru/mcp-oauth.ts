import type { mcpOauth as en } from '../en/mcp-oauth';
import type { LocaleShape } from '../../locale-shape';

export const mcpOauth: LocaleShape<typeof en> = {
  signIn: 'Войти',
  signInAgain: 'Войти снова',
  status: {
    waiting: 'Завершите вход в открывшемся окне.',
    refused: 'Сервер больше не принимает этот вход. Войдите снова, чтобы продолжить работу с ним.',
    unreachable: 'Не удалось связаться с сервером входа, чтобы продлить вход. Вход сохранён; попробуйте позже.',
  },
  failure: {
    unsafeAddress: 'В настройках входа сервера указан адрес, который PolyChat не откроет ({{field}}). Открываются только адреса https или http на этом компьютере.',
    popupBlocked: 'Браузер заблокировал окно входа. Разрешите всплывающие окна для PolyChat и попробуйте снова.',
    denied: 'Вход отменён или отклонён.',
    timedOut: 'Вход занял слишком много времени. Попробуйте снова.',
    noRegistration: 'Вход этого сервера не позволяет PolyChat зарегистрироваться, поэтому PolyChat не может в него войти.',
    refusedByServer: 'Сервер входа отклонил вход.',
    unreachable: 'Не удалось связаться с сервером входа.',
    failed: 'Не удалось войти на этот сервер.',
  },
};
