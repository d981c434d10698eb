import type { knowledgeSync as en } from '../en/knowledge-sync';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeSync: LocaleShape<typeof en> = {
  elsewhere: 'Na inom zariadení',
  elsewhereHint: 'Jeho text zostal na zariadení, ktoré ho pridalo. Zapnite Zahrnúť dokumenty v Nastaveniach → Synchronizácia na oboch zariadeniach, aby ste v ňom mohli hľadať aj tu.',
  webPage: 'Webová stránka',
  addPage: 'Pridať webovú stránku',
  pageAddress: 'Adresa webovej stránky',
  readingPage: 'Čítam {{url}}…',
  pageFailure: {
    'invalid-url': 'To nie je webová adresa. Zadajte napríklad https://example.com/stranka.',
    blocked_address: 'Server túto adresu nečíta: nie je to verejná webová stránka.',
    timeout: 'Stránka odpovedala príliš dlho. Skúste to neskôr.',
    too_large: 'Stránka je príliš veľká na prečítanie.',
    bad_status: 'Web odpovedal chybou ({{status}}).',
    unsupported_type: 'Táto adresa nie je webová stránka ani čitateľný dokument.',
    unreadable: 'Stránka neobsahuje žiadny čitateľný text.',
    unreachable: 'Stránku sa nepodarilo zastihnúť. Skontrolujte adresu a pripojenie.',
    too_many_redirects: 'Stránka presmerováva príliš veľakrát, aby sa dala prečítať.',
    unauthorized: 'Server chce pred čítaním stránok prístupový kód. Zadajte ho v Nastaveniach.',
    refused: 'Server odmietol stránku prečítať.',
    badAnswer: 'Odpovedi servera sa nepodarilo porozumieť.',
  },
  includeDocuments: {
    title: 'Zahrnúť dokumenty',
    subTitle: 'Nahrávať aj text súborov zo znalostných báz: teraz {{size}}, najviac {{max}}. Ich názvy a zoznamy súborov sa synchronizujú vždy.',
  },
};
