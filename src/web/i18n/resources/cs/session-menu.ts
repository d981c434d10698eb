import type { sessionMenu as en } from '../en/session-menu';
import type { LocaleShape } from '../../locale-shape';

export const sessionMenu: LocaleShape<typeof en> = {
  editor: {
    title: 'Upravit chat',
    topic: 'Téma',
    topicHint: 'Zobrazuje se v seznamu chatů. Pro výchozí téma ponechte prázdné.',
    done: 'Hotovo',
  },
  menu: {
    regenerateTitle: 'Znovu vytvořit název',
    clearContext: 'Vymazat kontext',
    revertClear: 'Obnovit vymazaný kontext',
    reset: 'Resetovat chat',
    stats: 'Statistiky',
    summary: 'Shrnutí historie',
  },
  title: {
    working: 'Model vymýšlí název…',
    updated: 'Nový název: {{topic}}',
    empty: 'Model žádný název nevrátil, téma zůstalo beze změny.',
    failed: 'Název se nepodařilo vytvořit: {{message}}',
  },
  reset: {
    confirm: 'Resetovat tento chat? Jeho zprávy i shrnutí historie se smažou, přednastavený kontext zůstane.',
    done: 'Chat resetován',
  },
  stats: {
    usage: 'Tokeny podle poskytovatelů: vstup {{input}}, výstup {{output}}',
    cost: 'přibližně {{cost}}',
    costBelow: '< {{cost}}',
    title: 'Statistiky',
    messages: 'Zprávy',
    tokens: 'Odhad tokenů',
    words: 'Slova',
    characters: 'Znaky',
    note: 'Spočítáno ze zpráv tohoto chatu stejným odhadem, jakým aplikace rozpočítává kontext.',
  },
  summary: {
    now: 'Shrnout teď',
    working: 'Shrnování konverzace…',
    updated: 'Shrnutí historie je aktualizované.',
    empty: 'Model odpověděl bez shrnutí.',
    title: 'Shrnutí historie',
    none: 'Zatím žádné shrnutí. Jakmile zprávy od posledního shrnutí přesáhnou {{threshold}} odhadovaných tokenů a je zapnutá volba „Odesílat paměť“, model je požádán o jejich shrnutí.',
    memoryOff: 'Volba „Odesílat paměť“ je pro tento chat vypnutá: shrnutí se nevytváří ani neodesílá.',
    covers_one: 'Shrnuje první zprávu tohoto chatu.',
    covers_few: 'Shrnuje první {{count}} zprávy tohoto chatu.',
    covers_many: 'Shrnuje první {{count}} zprávy tohoto chatu.',
    covers_other: 'Shrnuje prvních {{count}} zpráv tohoto chatu.',
    sent: 'Odesílá se s každým požadavkem jako paměť konverzace.',
    notSent: 'Neodesílá se: kontext byl vymazán po zprávě {{clearIndex}}, tedy až za částí, kterou shrnutí pokrývá.',
  },
  json: {
    export: 'Exportovat chat jako JSON',
    import: 'Importovat chat z JSON',
    imported: 'Chat „{{topic}}“ byl importován',
  },
};
