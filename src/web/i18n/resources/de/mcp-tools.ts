import type { mcpTools as en } from '../en/mcp-tools';
import type { LocaleShape } from '../../locale-shape';

/** MCP tools in a chat: the question before a call runs, and what the reader is told about a
 * call's result. */
export const mcpTools: LocaleShape<typeof en> = {
  consent: {
    title: 'Ein Werkzeug von „{{server}}“ ausführen?',
    server: 'Dienst',
    tool: 'Werkzeug',
    description: 'Was der Dienst über das Werkzeug sagt',
    noDescription: 'Der Dienst sagt nicht, was dieses Werkzeug tut.',
    descriptionWarning: 'Diese Worte stammen vom Dienst. Sie geben dem Werkzeug keine Rechte: Nur Ihre Antwort hier lässt es laufen.',
    arguments: 'Argumente, die das Modell sendet',
    readOnly: 'Laut Dienst liest dieses Werkzeug nur: Es ändert nichts.',
    writes: 'Laut Dienst ändert dieses Werkzeug Dinge, zerstört aber nichts.',
    destructive: 'Der Dienst sagt nicht, dass dieses Werkzeug harmlos ist: Es kann Dinge ändern oder löschen, daher wird jedes Mal gefragt.',
    allowOnce: 'Einmal erlauben',
    allowChat: 'Für diesen Chat erlauben',
    deny: 'Ablehnen',
    waiting_one: 'Noch {{count}} Aufruf wartet auf Ihre Antwort.',
    waiting_other: 'Noch {{count}} Aufrufe warten auf Ihre Antwort.',
  },
  result: {
    denied: 'Sie haben diesen Aufruf nicht erlaubt; das Modell wurde darüber informiert.',
    badArguments: 'Das Modell hat Argumente gesendet, die kein JSON-Objekt sind; das Werkzeug wurde nicht aufgerufen.',
    unknownTool: 'Dieser Chat hat kein Werkzeug namens „{{name}}“.',
    toolError: '„{{server}}“ meldet, dass das Werkzeug fehlgeschlagen ist:',
    refused: '„{{server}}“ hat den Aufruf abgelehnt:',
    unreachable: '„{{server}}“ ist nicht erreichbar oder antwortet nicht mehr; das Werkzeug hat kein Ergebnis geliefert.',
    timeout: '„{{server}}“ hat nicht innerhalb von {{seconds}} Sekunden geantwortet.',
    empty: 'Das Werkzeug hat nichts zurückgegeben.',
    cut: 'Das Ergebnis ist länger als {{limit}} Zeichen: Nur die ersten {{limit}} wurden dem Modell gegeben und werden gezeigt.',
    imageType: 'Ein Bild vom Typ „{{type}}“ wird weggelassen: Nur PNG-, JPEG-, GIF- und WebP-Bilder werden gezeigt.',
    imageTooLarge: 'Ein Bild mit mehr als {{kilobytes}} KB wird weggelassen.',
    tooManyImages: 'Nur die ersten {{limit}} Bilder werden gezeigt; die übrigen werden weggelassen.',
    audio: 'Das Werkzeug hat einen Ton geliefert, der hier nicht abgespielt wird.',
    serverLeftOut: '„{{server}}“ ist nicht erreichbar: Seine Werkzeuge fehlen in dieser Antwort.',
  },
  picker: {
    server: 'MCP-Dienst · {{tools}}',
    toolCount_one: '{{count}} Werkzeug',
    toolCount_other: '{{count}} Werkzeuge',
    toolsUnknown: 'Werkzeuge noch nicht abgerufen',
  },
};
