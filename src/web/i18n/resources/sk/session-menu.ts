import type { sessionMenu as en } from '../en/session-menu';
import type { LocaleShape } from '../../locale-shape';

export const sessionMenu: LocaleShape<typeof en> = {
  editor: {
    title: 'Upraviť chat',
    topic: 'Téma',
    topicHint: 'Zobrazuje sa v zozname chatov. Ak chcete predvolenú tému, nechajte prázdne.',
    done: 'Hotovo',
  },
  menu: {
    regenerateTitle: 'Znova vytvoriť názov',
    clearContext: 'Vymazať kontext',
    revertClear: 'Obnoviť vymazaný kontext',
    reset: 'Resetovať chat',
    stats: 'Štatistiky',
    summary: 'Zhrnutie histórie',
  },
  title: {
    working: 'Model vymýšľa názov…',
    updated: 'Nový názov: {{topic}}',
    empty: 'Model nevrátil žiadny názov, téma zostala bez zmeny.',
    failed: 'Názov sa nepodarilo vytvoriť: {{message}}',
  },
  reset: {
    confirm: 'Resetovať tento chat? Jeho správy aj zhrnutie histórie sa odstránia, prednastavený kontext zostane.',
    done: 'Chat resetovaný',
  },
  stats: {
    usage: 'Tokeny podľa poskytovateľov: vstup {{input}}, výstup {{output}}',
    cost: 'približne {{cost}}',
    costBelow: '< {{cost}}',
    title: 'Štatistiky',
    messages: 'Správy',
    tokens: 'Odhad tokenov',
    words: 'Slová',
    characters: 'Znaky',
    note: 'Spočítané zo správ tohto chatu rovnakým odhadom, akým aplikácia rozpočítava kontext.',
  },
  summary: {
    now: 'Zhrnúť teraz',
    working: 'Zhŕňa sa konverzácia…',
    updated: 'Zhrnutie histórie je aktualizované.',
    empty: 'Model odpovedal bez zhrnutia.',
    title: 'Zhrnutie histórie',
    none: 'Zatiaľ žiadne zhrnutie. Keď správy od posledného zhrnutia prekročia {{threshold}} odhadovaných tokenov a je zapnutá voľba „Odosielať pamäť“, model dostane pokyn ich zhrnúť.',
    memoryOff: 'Voľba „Odosielať pamäť“ je pre tento chat vypnutá: zhrnutie sa nevytvára ani neodosiela.',
    covers_one: 'Zhŕňa prvú správu tohto chatu.',
    covers_few: 'Zhŕňa prvé {{count}} správy tohto chatu.',
    covers_many: 'Zhŕňa prvé {{count}} správy tohto chatu.',
    covers_other: 'Zhŕňa prvých {{count}} správ tohto chatu.',
    sent: 'Odosiela sa s každou požiadavkou ako pamäť konverzácie.',
    notSent: 'Neodosiela sa: kontext bol vymazaný po správe {{clearIndex}}, teda až za časťou, ktorú zhrnutie pokrýva.',
  },
  json: {
    export: 'Exportovať chat ako JSON',
    import: 'Importovať chat z JSON',
    imported: 'Chat „{{topic}}“ bol importovaný',
  },
};
