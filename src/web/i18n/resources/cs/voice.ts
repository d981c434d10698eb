import type { voice as en } from '../en/voice';
import type { LocaleShape } from '../../locale-shape';

export const voice: LocaleShape<typeof en> = {
  readAloud: 'Přečíst nahlas',
  pause: 'Pozastavit čtení',
  resume: 'Pokračovat ve čtení',
  stop: 'Zastavit čtení',
  dictate: 'Diktovat',
  listening: 'Poslouchám…',
  transcribing: 'Zapisuji, co jste řekli…',
  level: 'Úroveň mikrofonu',
  readFailed: 'Odpověď se nepodařilo přečíst nahlas. {{reason}}',
  dictationFailed: 'Diktát se nepodařilo zapsat. {{reason}}',
  failure: {
    denied: 'PolyChat nesmí používat mikrofon. Povolte ho v nastavení prohlížeče pro tento web a zkuste to znovu.',
    noDevice: 'Nebyl nalezen žádný mikrofon. Připojte ho a zkuste to znovu.',
    microphone: 'Mikrofon se nepodařilo otevřít; možná ho používá jiná aplikace.',
    auth: 'Hlasový poskytovatel odmítl klíč. Zkontrolujte ho v nastavení.',
    busy: 'Hlasový poskytovatel je vytížený. Zkuste to za chvíli znovu.',
    failed: 'Hlasový poskytovatel to nedokázal. Zkuste to znovu, nebo v nastavení zvolte jiného hlasového poskytovatele.',
    unreachable: 'Hlasového poskytovatele se nepodařilo zastihnout. Zkontrolujte připojení a zkuste to znovu.',
    setup: 'Nastavení hlasového poskytovatele není úplné. Dokončete ho v nastavení.',
    unsupported: 'Tento prohlížeč to sám nezvládne. V nastavení zvolte jako hlasového poskytovatele OpenAI nebo Azure.',
  },
  settings: {
    title: 'Hlas',
    provider: {
      title: 'Hlasový poskytovatel',
      subTitle: 'Kdo čte odpovědi nahlas a zapisuje diktáty. Vlastní hlas prohlížeče funguje bez klíče.',
      browser: 'Tento prohlížeč',
      openai: 'OpenAI',
      azure: 'Azure OpenAI',
    },
    speechModel: { title: 'Model řeči', subTitle: 'Model OpenAI nebo název nasazení Azure, který čte nahlas' },
    voice: { title: 'Hlas' },
    speed: { title: 'Rychlost řeči', subTitle: '1 je normální; od 0,25 do 4' },
    transcriptionModel: { title: 'Model přepisu', subTitle: 'Model OpenAI nebo název nasazení Azure, který zapisuje diktáty' },
    readReplies: { title: 'Číst každou odpověď nahlas', subTitle: 'Každá nová odpověď se čte, jak přichází' },
    dictationMode: {
      title: 'Diktování',
      push: 'Stiskni a mluv: držte tlačítko, dokud mluvíte',
      handsFree: 'Bez rukou: stiskněte jednou, skončí, když se odmlčíte',
    },
    sendDictation: { title: 'Odeslat diktát hned', subTitle: 'Jinak slova počkají ve vstupním poli na úpravy' },
  },
  shortcut: 'Diktovat (držte pro stiskni a mluv)',
};
