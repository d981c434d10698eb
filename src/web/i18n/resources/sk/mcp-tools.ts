import type { mcpTools as en } from '../en/mcp-tools';
import type { LocaleShape } from '../../locale-shape';

/** MCP tools in a chat: the question before a call runs, and what the reader is told about a
 * call's result. */
export const mcpTools: LocaleShape<typeof en> = {
  consent: {
    title: 'Spustiť nástroj servera „{{server}}“?',
    server: 'Server',
    tool: 'Nástroj',
    description: 'Čo server o nástroji hovorí',
    noDescription: 'Server nehovorí, čo tento nástroj robí.',
    descriptionWarning: 'Tieto slová pochádzajú zo servera. Nedávajú nástroju žiadne práva: spustiť ho môže len vaša odpoveď tu.',
    arguments: 'Argumenty, ktoré model posiela',
    readOnly: 'Podľa servera tento nástroj len číta: nič nemení.',
    writes: 'Podľa servera tento nástroj veci mení, ale nič neničí.',
    destructive: 'Server neuvádza, že je tento nástroj neškodný: môže veci meniť alebo mazať, preto sa pýtame zakaždým.',
    allowOnce: 'Povoliť raz',
    allowChat: 'Povoliť v tomto chate',
    deny: 'Zamietnuť',
    waiting_one: 'Na vašu odpoveď čaká ešte {{count}} volanie.',
    waiting_few: 'Na vašu odpoveď čakajú ešte {{count}} volania.',
    waiting_many: 'Na vašu odpoveď čaká ešte {{count}} volania.',
    waiting_other: 'Na vašu odpoveď čaká ešte {{count}} volaní.',
  },
  result: {
    denied: 'Toto volanie ste nepovolili; model sa to dozvedel.',
    badArguments: 'Model poslal argumenty, ktoré nie sú objektom JSON, preto nástroj nebol zavolaný.',
    unknownTool: 'Tento chat nemá žiadny nástroj s názvom „{{name}}“.',
    toolError: '„{{server}}“ hlási, že nástroj zlyhal:',
    refused: '„{{server}}“ volanie odmietol:',
    unreachable: '„{{server}}“ nie je dostupný alebo prestal odpovedať, preto nástroj nedal žiadny výsledok.',
    timeout: '„{{server}}“ neodpovedal do {{seconds}} sekúnd.',
    empty: 'Nástroj nič nevrátil.',
    cut: 'Výsledok je dlhší ako {{limit}} znakov: modelu bolo odovzdaných a zobrazených len prvých {{limit}}.',
    imageType: 'Obrázok typu „{{type}}“ je vynechaný: zobrazujú sa len obrázky PNG, JPEG, GIF a WebP.',
    imageTooLarge: 'Obrázok väčší ako {{kilobytes}} KB je vynechaný.',
    tooManyImages: 'Zobrazuje sa len prvých {{limit}} obrázkov; ostatné sú vynechané.',
    audio: 'Nástroj vrátil zvuk, ktorý sa tu neprehráva.',
    serverLeftOut: '„{{server}}“ nie je dostupný: jeho nástroje v tejto odpovedi chýbajú.',
  },
  picker: {
    server: 'MCP server · {{tools}}',
    toolCount_one: '{{count}} nástroj',
    toolCount_few: '{{count}} nástroje',
    toolCount_many: '{{count}} nástroja',
    toolCount_other: '{{count}} nástrojov',
    toolsUnknown: 'nástroje zatiaľ nenačítané',
  },
};
