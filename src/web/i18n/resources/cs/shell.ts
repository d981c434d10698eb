import type { shell as en } from '../en/shell';
import type { LocaleShape } from '../../locale-shape';

export const shell: LocaleShape<typeof en> = {
  loading: 'Načítání…',
  defaultTopic: 'Nový chat',
  sidebar: {
    label: 'Postranní panel',
    subtitle: 'Chatujte se všemi svými modely na jednom místě.',
    chats: 'Chaty',
    newChat: 'Nový chat',
    masks: 'Masky',
    settings: 'Nastavení',
    sync: { running: 'Synchronizace…', success: 'Synchronizováno v {{time}}', failed: 'Synchronizace selhala: viz Nastavení → Synchronizace' },
    discovery: 'Objevovat',
    resize: 'Změnit šířku postranního panelu',
    noChats: 'Zatím žádné chaty',
    messageCount_one: '{{count, number}} zpráva',
    messageCount_few: '{{count, number}} zprávy',
    messageCount_many: '{{count, number}} zprávy',
    messageCount_other: '{{count, number}} zpráv',
  },
  nav: {
    back: 'Zpět',
  },
  errorBoundary: {
    title: 'Jejda, něco se pokazilo',
    report: 'Nahlásit chybu',
    clearAll: 'Vymazat všechna data',
    details: 'Podrobnosti chyby',
  },
  storage: {
    skippedRecords_one: 'Nepodařilo se přečíst {{count}} uložený záznam, proto byl přeskočen.',
    skippedRecords_few: 'Nepodařilo se přečíst {{count}} uložené záznamy, proto byly přeskočeny.',
    skippedRecords_many: 'Nepodařilo se přečíst {{count}} uloženého záznamu, proto byly přeskočeny.',
    skippedRecords_other: 'Nepodařilo se přečíst {{count}} uložených záznamů, proto byly přeskočeny.',
    unavailable: 'Místní úložiště není k dispozici: po zavření stránky se změny neuchovají.',
    writeFailed: 'Uložení se nezdařilo: {{message}}',
  },
  serverConfig: {
    unreadable: 'Nastavení serveru se nepodařilo přečíst, proto chybí jeho pravidla přístupu a modely. Načtěte stránku znovu; pokud se to opakuje, dejte vědět správci.',
  },
};
