import type { viewer as en } from '../en/viewer';
import type { LocaleShape } from '../../locale-shape';

export const viewer: LocaleShape<typeof en> = {
  loading: 'Načítání…',
  openApp: 'Otevřít PolyChat',
  failed: 'Obsah se nepodařilo načíst. Zkontrolujte připojení a zkuste to znovu.',
  retry: 'Zkusit znovu',
  artifact: {
    title: 'Artefakt',
    subtitle: 'Sdíleno z PolyChatu. Běží v izolovaném prostředí, odděleně od aplikace.',
    frame: 'Sdílený artefakt',
    notFound: 'Tento artefakt neexistuje, nebo platnost jeho odkazu vypršela.',
    download: 'Stáhnout',
    copyLink: 'Kopírovat odkaz',
  },
  share: {
    title: 'Sdílený chat',
    subtitle_one: '{{count}} zpráva, sdíleno {{date}}',
    subtitle_few: '{{count}} zprávy, sdíleno {{date}}',
    subtitle_many: '{{count}} zprávy, sdíleno {{date}}',
    subtitle_other: '{{count}} zpráv, sdíleno {{date}}',
    notFound: 'Tento sdílený chat neexistuje, nebo platnost jeho odkazu vypršela.',
    continue: 'Pokračovat v tomto chatu',
    continued: 'Chat byl přidán mezi vaše chaty.',
    footer: 'Sdíleno z aplikace <link>PolyChat</link>, open-source AI chatu pro více poskytovatelů.',
    roles: { human: 'Vy', gpt: 'Asistent' },
  },
};
