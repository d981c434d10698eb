import type { shell as en } from '../en/shell';
import type { LocaleShape } from '../../locale-shape';

export const shell: LocaleShape<typeof en> = {
  loading: 'Načítava sa…',
  defaultTopic: 'Nový chat',
  sidebar: {
    label: 'Bočný panel',
    subtitle: 'Chatujte so všetkými svojimi modelmi na jednom mieste.',
    chats: 'Chaty',
    newChat: 'Nový chat',
    masks: 'Masky',
    settings: 'Nastavenia',
    sync: { running: 'Synchronizuje sa…', success: 'Synchronizované o {{time}}', failed: 'Synchronizácia zlyhala: pozrite Nastavenia → Synchronizácia' },
    discovery: 'Objavovať',
    resize: 'Zmeniť šírku bočného panela',
    noChats: 'Zatiaľ žiadne chaty',
    messageCount_one: '{{count, number}} správa',
    messageCount_few: '{{count, number}} správy',
    messageCount_many: '{{count, number}} správy',
    messageCount_other: '{{count, number}} správ',
  },
  nav: {
    back: 'Späť',
  },
  errorBoundary: {
    title: 'Ups, niečo sa pokazilo',
    report: 'Nahlásiť chybu',
    clearAll: 'Vymazať všetky údaje',
    details: 'Podrobnosti o chybe',
  },
  storage: {
    skippedRecords_one: 'Nepodarilo sa prečítať {{count}} uložený záznam, preto bol preskočený.',
    skippedRecords_few: 'Nepodarilo sa prečítať {{count}} uložené záznamy, preto boli preskočené.',
    skippedRecords_many: 'Nepodarilo sa prečítať {{count}} uloženého záznamu, preto boli preskočené.',
    skippedRecords_other: 'Nepodarilo sa prečítať {{count}} uložených záznamov, preto boli preskočené.',
    unavailable: 'Lokálne úložisko nie je dostupné: po zatvorení stránky sa zmeny nezachovajú.',
    writeFailed: 'Uloženie zlyhalo: {{message}}',
  },
  serverConfig: {
    unreadable: 'Nastavenia servera sa nepodarilo prečítať, preto chýbajú jeho pravidlá prístupu a modely. Načítajte stránku znova; ak sa to opakuje, dajte vedieť správcovi.',
  },
};
