import type { viewer as en } from '../en/viewer';
import type { LocaleShape } from '../../locale-shape';

export const viewer: LocaleShape<typeof en> = {
  loading: 'Načítava sa…',
  openApp: 'Otvoriť PolyChat',
  failed: 'Obsah sa nepodarilo načítať. Skontrolujte pripojenie a skúste to znova.',
  retry: 'Skúsiť znova',
  artifact: {
    title: 'Artefakt',
    subtitle: 'Zdieľané z PolyChatu. Beží v izolovanom prostredí, oddelene od aplikácie.',
    frame: 'Zdieľaný artefakt',
    notFound: 'Tento artefakt neexistuje alebo platnosť jeho odkazu vypršala.',
    download: 'Stiahnuť',
    copyLink: 'Kopírovať odkaz',
  },
  share: {
    title: 'Zdieľaný chat',
    subtitle_one: '{{count}} správa, zdieľané {{date}}',
    subtitle_few: '{{count}} správy, zdieľané {{date}}',
    subtitle_many: '{{count}} správy, zdieľané {{date}}',
    subtitle_other: '{{count}} správ, zdieľané {{date}}',
    notFound: 'Tento zdieľaný chat neexistuje alebo platnosť jeho odkazu vypršala.',
    continue: 'Pokračovať v tomto chate',
    continued: 'Chat bol pridaný medzi vaše chaty.',
    footer: 'Zdieľané z aplikácie <link>PolyChat</link>, open-source AI chatu pre viacerých poskytovateľov.',
    roles: { human: 'Vy', gpt: 'Asistent' },
  },
};
