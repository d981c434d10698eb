import type { knowledgeSync as en } from '../en/knowledge-sync';
import type { LocaleShape } from '../../locale-shape';

export const knowledgeSync: LocaleShape<typeof en> = {
  elsewhere: 'Na jiném zařízení',
  elsewhereHint: 'Jeho text zůstal na zařízení, které ho přidalo. Zapněte Zahrnout dokumenty v Nastavení → Synchronizace na obou zařízeních, abyste v něm mohli hledat i zde.',
  webPage: 'Webová stránka',
  addPage: 'Přidat webovou stránku',
  pageAddress: 'Adresa webové stránky',
  readingPage: 'Čtu {{url}}…',
  pageFailure: {
    'invalid-url': 'To není webová adresa. Zadejte například https://example.com/stranka.',
    blocked_address: 'Server tuto adresu nečte: není to veřejná webová stránka.',
    timeout: 'Stránka odpovídala příliš dlouho. Zkuste to později.',
    too_large: 'Stránka je příliš velká na přečtení.',
    bad_status: 'Web odpověděl chybou ({{status}}).',
    unsupported_type: 'Tato adresa není webová stránka ani čitelný dokument.',
    unreadable: 'Stránka neobsahuje žádný čitelný text.',
    unreachable: 'Stránku se nepodařilo zastihnout. Zkontrolujte adresu a připojení.',
    too_many_redirects: 'Stránka přesměrovává příliš mnohokrát, než aby šla přečíst.',
    unauthorized: 'Server chce před čtením stránek přístupový kód. Zadejte ho v Nastavení.',
    refused: 'Server odmítl stránku přečíst.',
    badAnswer: 'Odpovědi serveru se nepodařilo porozumět.',
  },
  includeDocuments: {
    title: 'Zahrnout dokumenty',
    subTitle: 'Nahrávat i text souborů ze znalostních bází: nyní {{size}}, nejvýše {{max}}. Jejich názvy a seznamy souborů se synchronizují vždy.',
  },
};
