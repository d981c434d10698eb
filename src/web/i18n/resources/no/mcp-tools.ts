import type { mcpTools as en } from '../en/mcp-tools';
import type { LocaleShape } from '../../locale-shape';

/** MCP tools in a chat: the question before a call runs, and what the reader is told about a
 * call's result. */
export const mcpTools: LocaleShape<typeof en> = {
  consent: {
    title: 'Kjøre et verktøy fra «{{server}}»?',
    server: 'Tjener',
    tool: 'Verktøy',
    description: 'Hva tjeneren sier verktøyet gjør',
    noDescription: 'Tjeneren sier ikke hva dette verktøyet gjør.',
    descriptionWarning: 'Disse ordene kommer fra tjeneren. De gir verktøyet ingen rettigheter: bare svaret ditt her lar det kjøre.',
    arguments: 'Argumenter modellen sender',
    readOnly: 'Ifølge tjeneren leser dette verktøyet bare: det endrer ingenting.',
    writes: 'Ifølge tjeneren endrer dette verktøyet ting, men ødelegger ingenting.',
    destructive: 'Tjeneren sier ikke at dette verktøyet er ufarlig: det kan endre eller slette ting, så du blir spurt hver gang.',
    allowOnce: 'Tillat én gang',
    allowChat: 'Tillat i denne samtalen',
    deny: 'Avslå',
    waiting_one: '{{count}} kall til venter på svaret ditt.',
    waiting_other: '{{count}} kall til venter på svaret ditt.',
  },
  result: {
    denied: 'Du tillot ikke dette kallet; modellen fikk beskjed.',
    badArguments: 'Modellen sendte argumenter som ikke er et JSON-objekt, så verktøyet ble ikke kalt.',
    unknownTool: 'Denne samtalen har ikke noe verktøy som heter «{{name}}».',
    toolError: '«{{server}}» sier at verktøyet mislyktes:',
    refused: '«{{server}}» avviste kallet:',
    unreachable: '«{{server}}» kan ikke nås eller sluttet å svare, så verktøyet ga ikke noe resultat.',
    timeout: '«{{server}}» svarte ikke innen {{seconds}} sekunder.',
    empty: 'Verktøyet returnerte ingenting.',
    cut: 'Resultatet er lengre enn {{limit}} tegn: bare de første {{limit}} ble gitt til modellen og vises.',
    imageType: 'Et bilde av typen «{{type}}» er utelatt: bare PNG-, JPEG-, GIF- og WebP-bilder vises.',
    imageTooLarge: 'Et bilde på mer enn {{kilobytes}} KB er utelatt.',
    tooManyImages: 'Bare de første {{limit}} bildene vises; resten er utelatt.',
    audio: 'Verktøyet returnerte en lyd, som ikke spilles av her.',
    serverLeftOut: '«{{server}}» kan ikke nås: verktøyene er utelatt fra dette svaret.',
  },
  picker: {
    server: 'MCP-tjener · {{tools}}',
    toolCount_one: '{{count}} verktøy',
    toolCount_other: '{{count}} verktøy',
    toolsUnknown: 'verktøy ikke hentet ennå',
  },
};
