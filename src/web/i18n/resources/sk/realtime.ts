import type { realtime as en } from '../en/realtime';
import type { LocaleShape } from '../../locale-shape';

export const realtime: LocaleShape<typeof en> = {
  start: 'Hlasový hovor',
  title: 'Hlasový hovor s {{model}}',
  status: {
    connecting: 'Pripája sa…',
    listening: 'Počúva',
    answering: 'Odpovedá',
    muted: 'Stlmené',
    ended: 'Hovor ukončený',
  },
  hint: 'Hovorte, keď budete pripravení. Odpoveď prerušíte tým, že začnete hovoriť.',
  transcript: 'Prepis',
  you: 'Vy',
  assistant: 'Asistent',
  mute: 'Stlmiť',
  end: 'Zavesiť',
  typeLabel: 'Napísaná správa',
  typePlaceholder: 'Alebo píšte sem…',
  send: 'Odoslať',
  problem: {
    micDenied: 'Mikrofón je zablokovaný. Povoľte ho PolyChatu v nastaveniach stránky v prehliadači a zavolajte znova.',
    micDeniedInWindow: 'Okno PolyChatu nesmie používať mikrofón: systémové webové zobrazenie v Linuxe to dovolí len cez mikrofónový modul PolyChatu, ktorý táto inštalácia nemá alebo má vypnutý. Spustite PolyChat s POLYCHAT_WINDOW_HOST=browser, získate okno, ktoré sa vás opýta, a zavolajte znova.',
    noMic: 'Nenašiel sa žiadny mikrofón. Pripojte ho a zavolajte znova.',
    micFailed: 'Mikrofón sa nepodarilo spustiť.',
    noKey: 'Hlasový hovor potrebuje váš vlastný kľúč OpenAI alebo Azure. Pridajte ho v Nastaveniach.',
    unauthorized: 'Prístupový kód je nesprávny alebo chýba. Zadajte ho na stránke prístupu a zavolajte znova.',
    forbidden: 'Tento server tento model nepovoľuje.',
    busy: 'Práve je otvorených priveľa hovorov. Skúste to o chvíľu.',
    notConfigured: 'Tento server nemá kľúč pre tohto poskytovateľa. Pridajte vlastný v Nastaveniach alebo sa obráťte na správcu.',
    unreachable: 'Hlasová služba nie je dostupná. Skontrolujte model, kľúč a pripojenie.',
    tooLong: 'Hovor dosiahol najdlhšiu povolenú dĺžku a bol ukončený.',
    tooMuch: 'Hovor poslal viac, než server prijíma, a bol ukončený.',
    lost: 'Spojenie sa prerušilo.',
    provider: 'Hlasová služba nahlásila problém.',
  },
};
