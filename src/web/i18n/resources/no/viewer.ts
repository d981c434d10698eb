import type { viewer as en } from '../en/viewer';
import type { LocaleShape } from '../../locale-shape';

/** The pages a link opens alone, without the sidebar: a shared artifact and a shared chat. */
export const viewer: LocaleShape<typeof en> = {
  loading: 'Laster inn…',
  openApp: 'Åpne PolyChat',
  failed: 'Dette kunne ikke lastes inn. Sjekk nettforbindelsen og prøv igjen.',
  retry: 'Prøv igjen',
  artifact: {
    title: 'Artefakt',
    subtitle: 'Delt fra PolyChat. Kjører i en sandkasse, atskilt fra appen.',
    frame: 'Delt artefakt',
    notFound: 'Denne artefakten finnes ikke, eller lenken har utløpt.',
    download: 'Last ned',
    copyLink: 'Kopier lenke',
  },
  share: {
    title: 'Delt samtale',
    subtitle_one: '{{count}} melding, delt {{date}}',
    subtitle_other: '{{count}} meldinger, delt {{date}}',
    notFound: 'Denne delte samtalen finnes ikke, eller lenken har utløpt.',
    continue: 'Fortsett samtalen',
    continued: 'Samtalen er lagt til blant samtalene dine.',
    footer: 'Delt fra <link>PolyChat</link>, en AI-chatklient med åpen kildekode for flere leverandører.',
    roles: { human: 'Du', gpt: 'Assistent' },
  },
};
