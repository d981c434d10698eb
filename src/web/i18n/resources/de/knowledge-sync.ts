import type { knowledgeSync as en } from '../en/knowledge-sync';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeSync: LocaleShape<typeof en> = {
  elsewhere: 'Auf einem anderen Gerät',
  elsewhereHint: 'Sein Text ist auf dem Gerät geblieben, das ihn hinzugefügt hat. Schalte auf beiden Geräten unter Einstellungen → Synchronisierung „Dokumente einschließen“ ein, um ihn auch hier zu durchsuchen.',
  webPage: 'Webseite',
  addPage: 'Webseite hinzufügen',
  pageAddress: 'Adresse der Webseite',
  readingPage: '{{url}} wird gelesen …',
  pageFailure: {
    'invalid-url': 'Das ist keine Webadresse. Gib eine wie https://example.com/seite ein.',
    blocked_address: 'Der Server liest diese Adresse nicht: Sie ist keine öffentliche Webseite.',
    timeout: 'Die Seite hat zu lange nicht geantwortet. Versuche es später noch einmal.',
    too_large: 'Die Seite ist zu groß zum Lesen.',
    bad_status: 'Die Website hat mit einem Fehler geantwortet ({{status}}).',
    unsupported_type: 'Diese Adresse ist keine Webseite und kein lesbares Dokument.',
    unreadable: 'Die Seite enthält keinen lesbaren Text.',
    unreachable: 'Die Seite war nicht erreichbar. Prüfe die Adresse und die Verbindung.',
    too_many_redirects: 'Die Seite leitet zu oft weiter, um gelesen zu werden.',
    unauthorized: 'Der Server verlangt den Zugangscode, bevor er Seiten liest. Gib ihn in den Einstellungen ein.',
    refused: 'Der Server hat es abgelehnt, die Seite zu lesen.',
    badAnswer: 'Die Antwort des Servers war nicht verständlich.',
  },
  includeDocuments: {
    title: 'Dokumente einschließen',
    subTitle: 'Auch den Text der Dateien in den Wissensdatenbanken hochladen: derzeit {{size}}, höchstens {{max}}. Ihre Namen und Dateilisten werden immer übertragen.',
  },
};
