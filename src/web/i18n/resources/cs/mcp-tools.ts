import type { mcpTools as en } from '../en/mcp-tools';
import type { LocaleShape } from '../../locale-shape';

/** MCP tools in a chat: the question before a call runs, and what the reader is told about a
 * call's result. */
export const mcpTools: LocaleShape<typeof en> = {
  consent: {
    title: 'Spustit nástroj serveru „{{server}}“?',
    server: 'Server',
    tool: 'Nástroj',
    description: 'Co server o nástroji říká',
    noDescription: 'Server neříká, co tento nástroj dělá.',
    descriptionWarning: 'Tato slova pocházejí ze serveru. Nedávají nástroji žádná práva: spustit ho může jen vaše odpověď zde.',
    arguments: 'Argumenty, které model posílá',
    readOnly: 'Podle serveru tento nástroj jen čte: nic nemění.',
    writes: 'Podle serveru tento nástroj věci mění, ale nic neničí.',
    destructive: 'Server neuvádí, že je tento nástroj neškodný: může věci měnit nebo mazat, proto se ptáme pokaždé.',
    allowOnce: 'Povolit jednou',
    allowChat: 'Povolit v tomto chatu',
    deny: 'Zamítnout',
    waiting_one: 'Na vaši odpověď čeká ještě {{count}} volání.',
    waiting_few: 'Na vaši odpověď čekají ještě {{count}} volání.',
    waiting_many: 'Na vaši odpověď čeká ještě {{count}} volání.',
    waiting_other: 'Na vaši odpověď čeká ještě {{count}} volání.',
  },
  result: {
    denied: 'Toto volání jste nepovolili; model se to dozvěděl.',
    badArguments: 'Model poslal argumenty, které nejsou objektem JSON, proto nástroj nebyl zavolán.',
    unknownTool: 'Tento chat nemá žádný nástroj s názvem „{{name}}“.',
    toolError: '„{{server}}“ hlásí, že nástroj selhal:',
    refused: '„{{server}}“ volání odmítl:',
    unreachable: '„{{server}}“ není dostupný nebo přestal odpovídat, proto nástroj nedal žádný výsledek.',
    timeout: '„{{server}}“ neodpověděl do {{seconds}} sekund.',
    empty: 'Nástroj nic nevrátil.',
    cut: 'Výsledek je delší než {{limit}} znaků: modelu bylo předáno a zobrazeno jen prvních {{limit}}.',
    imageType: 'Obrázek typu „{{type}}“ je vynechán: zobrazují se jen obrázky PNG, JPEG, GIF a WebP.',
    imageTooLarge: 'Obrázek větší než {{kilobytes}} KB je vynechán.',
    tooManyImages: 'Zobrazuje se jen prvních {{limit}} obrázků; ostatní jsou vynechány.',
    audio: 'Nástroj vrátil zvuk, který se zde nepřehrává.',
    serverLeftOut: '„{{server}}“ není dostupný: jeho nástroje v této odpovědi chybí.',
  },
  picker: {
    server: 'MCP server · {{tools}}',
    toolCount_one: '{{count}} nástroj',
    toolCount_few: '{{count}} nástroje',
    toolCount_many: '{{count}} nástroje',
    toolCount_other: '{{count}} nástrojů',
    toolsUnknown: 'nástroje zatím nenačteny',
  },
};
