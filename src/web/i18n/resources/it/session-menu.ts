import type { sessionMenu as en } from '../en/session-menu';
import type { LocaleShape } from '../../locale-shape';

export const sessionMenu: LocaleShape<typeof en> = {
  editor: {
    title: 'Modifica chat',
    topic: 'Argomento',
    topicHint: 'Mostrato nell’elenco delle chat. Lascia vuoto per usare quello predefinito.',
    done: 'Fine',
  },
  menu: {
    regenerateTitle: 'Rigenera titolo',
    clearContext: 'Cancella contesto',
    revertClear: 'Ripristina contesto cancellato',
    reset: 'Reimposta chat',
    stats: 'Statistiche',
    summary: 'Riassunto della cronologia',
  },
  title: {
    working: 'Richiesta di un titolo al modello…',
    updated: 'Nuovo titolo: {{topic}}',
    empty: 'Il modello non ha proposto alcun titolo; l’argomento non è cambiato.',
    failed: 'Impossibile generare il titolo: {{message}}',
  },
  reset: {
    confirm: 'Reimpostare questa chat? I messaggi e il riassunto della cronologia verranno eliminati; il contesto predefinito resta.',
    done: 'Chat reimpostata',
  },
  stats: {
    usage: 'Token indicati dai provider: {{input}} in ingresso, {{output}} in uscita',
    cost: 'circa {{cost}}',
    costBelow: '< {{cost}}',
    title: 'Statistiche',
    messages: 'Messaggi',
    tokens: 'Token stimati',
    words: 'Parole',
    characters: 'Caratteri',
    note: 'Calcolato sui messaggi di questa chat, con la stima che l’app usa per dosare il contesto.',
  },
  summary: {
    now: 'Riassumi ora',
    working: 'Riassunto della conversazione in corso…',
    updated: 'Il riassunto della cronologia è stato aggiornato.',
    empty: 'Il modello non ha restituito alcun riassunto.',
    title: 'Riassunto della cronologia',
    none: 'Ancora nessun riassunto. Quando i messaggi successivi all’ultimo riassunto superano {{threshold}} token stimati e “Invia memoria” è attivo, il modello viene invitato a riassumerli.',
    memoryOff: '“Invia memoria” è disattivato per questa chat: nessun riassunto viene scritto o inviato.',
    covers_one: 'Riassume il primo messaggio di questa chat.',
    covers_many: 'Riassume i primi {{count}} messaggi di questa chat.',
    covers_other: 'Riassume i primi {{count}} messaggi di questa chat.',
    sent: 'Inviato con ogni richiesta come memoria della conversazione.',
    notSent: 'Non inviato: il contesto è stato cancellato dopo il messaggio {{clearIndex}}, oltre la parte coperta dal riassunto.',
  },
  json: {
    export: 'Esporta chat in JSON',
    import: 'Importa chat da JSON',
    imported: 'Chat “{{topic}}” importata',
  },
};
