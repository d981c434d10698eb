import type { voice as en } from '../en/voice';
import type { LocaleShape } from '../../locale-shape';

export const voice: LocaleShape<typeof en> = {
  readAloud: 'Prečítať nahlas',
  pause: 'Pozastaviť čítanie',
  resume: 'Pokračovať v čítaní',
  stop: 'Zastaviť čítanie',
  dictate: 'Diktovať',
  listening: 'Počúvam…',
  transcribing: 'Zapisujem, čo ste povedali…',
  level: 'Úroveň mikrofónu',
  readFailed: 'Odpoveď sa nepodarilo prečítať nahlas. {{reason}}',
  dictationFailed: 'Diktát sa nepodarilo zapísať. {{reason}}',
  failure: {
    denied: 'PolyChat nesmie používať mikrofón. Povoľte ho v nastaveniach prehliadača pre túto stránku a skúste to znova.',
    noDevice: 'Nenašiel sa žiadny mikrofón. Pripojte ho a skúste to znova.',
    microphone: 'Mikrofón sa nepodarilo otvoriť; možno ho používa iná aplikácia.',
    auth: 'Hlasový poskytovateľ odmietol kľúč. Skontrolujte ho v nastaveniach.',
    busy: 'Hlasový poskytovateľ je vyťažený. Skúste to o chvíľu znova.',
    failed: 'Hlasový poskytovateľ to nedokázal. Skúste to znova alebo v nastaveniach zvoľte iného hlasového poskytovateľa.',
    unreachable: 'Hlasového poskytovateľa sa nepodarilo zastihnúť. Skontrolujte pripojenie a skúste to znova.',
    setup: 'Nastavenia hlasového poskytovateľa nie sú úplné. Dokončite ich v nastaveniach.',
    unsupported: 'Tento prehliadač to sám nezvládne. V nastaveniach zvoľte ako hlasového poskytovateľa OpenAI alebo Azure.',
  },
  settings: {
    title: 'Hlas',
    provider: {
      title: 'Hlasový poskytovateľ',
      subTitle: 'Kto číta odpovede nahlas a zapisuje diktáty. Vlastný hlas prehliadača funguje bez kľúča.',
      browser: 'Tento prehliadač',
      openai: 'OpenAI',
      azure: 'Azure OpenAI',
    },
    speechModel: { title: 'Model reči', subTitle: 'Model OpenAI alebo názov nasadenia Azure, ktorý číta nahlas' },
    voice: { title: 'Hlas' },
    speed: { title: 'Rýchlosť reči', subTitle: '1 je normálna; od 0,25 do 4' },
    transcriptionModel: { title: 'Model prepisu', subTitle: 'Model OpenAI alebo názov nasadenia Azure, ktorý zapisuje diktáty' },
    readReplies: { title: 'Čítať každú odpoveď nahlas', subTitle: 'Každá nová odpoveď sa číta, ako prichádza' },
    dictationMode: {
      title: 'Diktovanie',
      push: 'Stlač a hovor: držte tlačidlo, kým hovoríte',
      handsFree: 'Bez rúk: stlačte raz, skončí, keď sa odmlčíte',
    },
    sendDictation: { title: 'Odoslať diktát hneď', subTitle: 'Inak slová počkajú vo vstupnom poli na úpravy' },
  },
  shortcut: 'Diktovať (podržte pre stlač a hovor)',
};
