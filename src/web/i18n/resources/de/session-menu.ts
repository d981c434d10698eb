import type { sessionMenu as en } from '../en/session-menu';
import type { LocaleShape } from '../../locale-shape';

export const sessionMenu: LocaleShape<typeof en> = {
  editor: {
    title: 'Chat bearbeiten',
    topic: 'Thema',
    topicHint: 'Wird in der Chatliste angezeigt. Leer lassen für den Standardtitel.',
    done: 'Fertig',
  },
  menu: {
    regenerateTitle: 'Titel neu erstellen',
    clearContext: 'Kontext löschen',
    revertClear: 'Kontext wiederherstellen',
    reset: 'Chat zurücksetzen',
    stats: 'Statistik',
    summary: 'Verlaufszusammenfassung',
  },
  title: {
    working: 'Das Modell erstellt einen Titel…',
    updated: 'Neuer Titel: {{topic}}',
    empty: 'Das Modell hat keinen Titel geliefert. Das Thema bleibt unverändert.',
    failed: 'Der Titel konnte nicht erstellt werden: {{message}}',
  },
  reset: {
    confirm:
      'Diesen Chat zurücksetzen? Seine Nachrichten und die Verlaufszusammenfassung werden gelöscht, der vordefinierte Kontext bleibt erhalten.',
    done: 'Chat zurückgesetzt',
  },
  stats: {
    usage: 'Von den Anbietern gemeldete Tokens: {{input}} Eingabe, {{output}} Ausgabe',
    cost: 'etwa {{cost}}',
    costBelow: '< {{cost}}',
    title: 'Statistik',
    messages: 'Nachrichten',
    tokens: 'Geschätzte Tokens',
    words: 'Wörter',
    characters: 'Zeichen',
    note: 'Gezählt über die Nachrichten dieses Chats, mit der Schätzung, nach der die App den Kontext bemisst.',
  },
  summary: {
    now: 'Jetzt zusammenfassen',
    working: 'Unterhaltung wird zusammengefasst…',
    updated: 'Die Verlaufszusammenfassung wurde aktualisiert.',
    empty: 'Das Modell hat keine Zusammenfassung geliefert.',
    title: 'Verlaufszusammenfassung',
    none: 'Noch keine Zusammenfassung. Sobald die Nachrichten seit der letzten Zusammenfassung {{threshold}} geschätzte Tokens überschreiten und „Gedächtnis senden“ aktiv ist, wird das Modell gebeten, sie zusammenzufassen.',
    memoryOff: '„Gedächtnis senden“ ist für diesen Chat ausgeschaltet: Es wird keine Zusammenfassung erstellt oder gesendet.',
    covers_one: 'Fasst die erste Nachricht dieses Chats zusammen.',
    covers_other: 'Fasst die ersten {{count}} Nachrichten dieses Chats zusammen.',
    sent: 'Wird mit jeder Anfrage als Gedächtnis der Unterhaltung gesendet.',
    notSent: 'Nicht gesendet: Der Kontext wurde nach Nachricht {{clearIndex}} gelöscht, also hinter allem, was die Zusammenfassung abdeckt.',
  },
  json: {
    export: 'Chat als JSON exportieren',
    import: 'Chat aus JSON importieren',
    imported: 'Chat „{{topic}}“ importiert',
  },
};
