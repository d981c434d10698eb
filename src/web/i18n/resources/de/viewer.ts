import type { viewer as en } from '../en/viewer';
import type { LocaleShape } from '../../locale-shape';

/** The pages a link opens alone, without the sidebar: a shared artifact and a shared chat. */
export const viewer: LocaleShape<typeof en> = {
  loading: 'Wird geladen…',
  openApp: 'PolyChat öffnen',
  failed: 'Das konnte nicht geladen werden. Prüfe deine Verbindung und versuche es noch einmal.',
  retry: 'Erneut versuchen',
  artifact: {
    title: 'Artefakt',
    subtitle: 'Geteilt aus PolyChat. Läuft in einer Sandbox, getrennt von der App.',
    frame: 'Geteiltes Artefakt',
    notFound: 'Dieses Artefakt existiert nicht oder sein Link ist abgelaufen.',
    download: 'Herunterladen',
    copyLink: 'Link kopieren',
  },
  share: {
    title: 'Geteilter Chat',
    subtitle_one: '{{count}} Nachricht, geteilt am {{date}}',
    subtitle_other: '{{count}} Nachrichten, geteilt am {{date}}',
    notFound: 'Dieser geteilte Chat existiert nicht oder sein Link ist abgelaufen.',
    continue: 'Chat fortsetzen',
    continued: 'Der Chat wurde zu deinen Chats hinzugefügt.',
    footer: 'Geteilt aus <link>PolyChat</link>, einem quelloffenen KI-Chat-Client für viele Anbieter.',
    roles: { human: 'Du', gpt: 'Assistent' },
  },
};
