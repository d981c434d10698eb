import type { mcpTools as en } from '../en/mcp-tools';
import type { LocaleShape } from '../../locale-shape';

/** MCP tools in a chat: the question before a call runs, and what the reader is told about a
 * call's result. */
export const mcpTools: LocaleShape<typeof en> = {
  consent: {
    title: 'Eseguire uno strumento di «{{server}}»?',
    server: 'Server',
    tool: 'Strumento',
    description: 'Cosa dice il server dello strumento',
    noDescription: 'Il server non dice cosa fa questo strumento.',
    descriptionWarning: 'Queste parole vengono dal server. Non danno alcun diritto allo strumento: solo la tua risposta qui lo fa eseguire.',
    arguments: 'Argomenti inviati dal modello',
    readOnly: 'Secondo il server questo strumento legge soltanto: non cambia nulla.',
    writes: 'Secondo il server questo strumento cambia delle cose ma non distrugge nulla.',
    destructive: 'Il server non dice che questo strumento è innocuo: può cambiare o eliminare cose, quindi viene chiesto ogni volta.',
    allowOnce: 'Consenti una volta',
    allowChat: 'Consenti in questa chat',
    deny: 'Nega',
    waiting_one: 'Ancora {{count}} chiamata attende la tua risposta.',
    waiting_many: 'Ancora {{count}} chiamate attendono la tua risposta.',
    waiting_other: 'Ancora {{count}} chiamate attendono la tua risposta.',
  },
  result: {
    denied: 'Non hai consentito questa chiamata; il modello ne è stato informato.',
    badArguments: 'Il modello ha inviato argomenti che non sono un oggetto JSON, quindi lo strumento non è stato chiamato.',
    unknownTool: 'Questa chat non ha uno strumento chiamato «{{name}}».',
    toolError: '«{{server}}» segnala che lo strumento non è riuscito:',
    refused: '«{{server}}» ha rifiutato la chiamata:',
    unreachable: '«{{server}}» non è raggiungibile o ha smesso di rispondere, quindi lo strumento non ha dato un risultato.',
    timeout: '«{{server}}» non ha risposto entro {{seconds}} secondi.',
    empty: 'Lo strumento non ha restituito nulla.',
    cut: 'Il risultato supera i {{limit}} caratteri: solo i primi {{limit}} sono stati dati al modello e sono mostrati.',
    imageType: 'Un’immagine di tipo «{{type}}» è omessa: sono mostrate solo immagini PNG, JPEG, GIF e WebP.',
    imageTooLarge: 'Un’immagine di oltre {{kilobytes}} KB è omessa.',
    tooManyImages: 'Sono mostrate solo le prime {{limit}} immagini; le altre sono omesse.',
    audio: 'Lo strumento ha restituito un suono, che qui non viene riprodotto.',
    serverLeftOut: '«{{server}}» non è raggiungibile: i suoi strumenti restano fuori da questa risposta.',
  },
  picker: {
    server: 'Server MCP · {{tools}}',
    toolCount_one: '{{count}} strumento',
    toolCount_many: '{{count}} strumenti',
    toolCount_other: '{{count}} strumenti',
    toolsUnknown: 'strumenti non ancora elencati',
  },
};
