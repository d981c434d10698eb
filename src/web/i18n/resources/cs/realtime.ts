import type { realtime as en } from '../en/realtime';
import type { LocaleShape } from '../../locale-shape';

export const realtime: LocaleShape<typeof en> = {
  start: 'Hlasový hovor',
  title: 'Hlasový hovor s {{model}}',
  status: {
    connecting: 'Připojování…',
    listening: 'Poslouchá',
    answering: 'Odpovídá',
    muted: 'Ztlumeno',
    ended: 'Hovor ukončen',
  },
  hint: 'Mluvte, až budete připraveni. Odpověď přerušíte tím, že začnete mluvit.',
  transcript: 'Přepis',
  you: 'Vy',
  assistant: 'Asistent',
  mute: 'Ztlumit',
  end: 'Zavěsit',
  typeLabel: 'Napsaná zpráva',
  typePlaceholder: 'Nebo pište sem…',
  send: 'Odeslat',
  problem: {
    micDenied: 'Mikrofon je zablokovaný. Povolte ho PolyChatu v nastavení webu v prohlížeči a zavolejte znovu.',
    micDeniedInWindow: 'Okno PolyChatu nesmí používat mikrofon: systémové webové zobrazení v Linuxu to dovolí jen přes mikrofonní modul PolyChatu, který tato instalace nemá nebo má vypnutý. Spusťte PolyChat s POLYCHAT_WINDOW_HOST=browser, získáte okno, které se vás zeptá, a zavolejte znovu.',
    noMic: 'Nebyl nalezen žádný mikrofon. Připojte ho a zavolejte znovu.',
    micFailed: 'Mikrofon se nepodařilo spustit.',
    noKey: 'Hlasový hovor potřebuje váš vlastní klíč OpenAI nebo Azure. Přidejte ho v Nastavení.',
    unauthorized: 'Přístupový kód je špatný nebo chybí. Zadejte ho na stránce přístupu a zavolejte znovu.',
    forbidden: 'Tento server tento model nepovoluje.',
    busy: 'Právě je otevřeno příliš mnoho hovorů. Zkuste to za chvíli.',
    notConfigured: 'Tento server nemá klíč pro tohoto poskytovatele. Přidejte vlastní v Nastavení, nebo se obraťte na správce.',
    unreachable: 'Hlasová služba není dostupná. Zkontrolujte model, klíč a připojení.',
    tooLong: 'Hovor dosáhl nejdelší povolené délky a byl ukončen.',
    tooMuch: 'Hovor poslal víc, než server přijímá, a byl ukončen.',
    lost: 'Spojení bylo přerušeno.',
    provider: 'Hlasová služba nahlásila problém.',
  },
};
