import type { engine as en } from '../en/engine';
import type { LocaleShape } from '../../locale-shape';

/** Messages of the chat engine itself (the provider error catalogue is in errors). */
export const engine: LocaleShape<typeof en> = {
  toolRoundsExceeded: 'Durduruldu: model {{rounds}} turdan sonra da araç çağırmaya devam etti.',
  requestWorkerStopped: 'Uygulama içinde modelle bağlantı koptu. Mesajı tekrar gönderin.',
  replying: '{{model}} yanıtlıyor…',
  replied: '{{model}} yanıtladı: {{text}}',
  workerStopped: 'Uygulamanın arka planda çalışan bir bölümü durdu. Tekrar deneyin.',
  workerTimedOut: 'Uygulamanın arka planda çalışan bir bölümü zamanında yanıt vermedi. Tekrar deneyin.',
};
