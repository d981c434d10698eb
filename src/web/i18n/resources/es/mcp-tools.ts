import type { mcpTools as en } from '../en/mcp-tools';
import type { LocaleShape } from '../../locale-shape';

/** MCP tools in a chat: the question before a call runs, and what the reader is told about a
 * call's result. */
export const mcpTools: LocaleShape<typeof en> = {
  consent: {
    title: '¿Ejecutar una herramienta de «{{server}}»?',
    server: 'Servidor',
    tool: 'Herramienta',
    description: 'Lo que el servidor dice que hace la herramienta',
    noDescription: 'El servidor no dice qué hace esta herramienta.',
    descriptionWarning: 'Estas palabras vienen del servidor. No dan ningún derecho a la herramienta: solo tu respuesta aquí permite que se ejecute.',
    arguments: 'Argumentos que envía el modelo',
    readOnly: 'Según el servidor, esta herramienta solo lee: no cambia nada.',
    writes: 'Según el servidor, esta herramienta cambia cosas pero no destruye nada.',
    destructive: 'El servidor no dice que esta herramienta sea inofensiva: puede cambiar o borrar cosas, así que se pregunta cada vez.',
    allowOnce: 'Permitir una vez',
    allowChat: 'Permitir en este chat',
    deny: 'Denegar',
    waiting_one: '{{count}} llamada más espera tu respuesta.',
    waiting_many: '{{count}} llamadas más esperan tu respuesta.',
    waiting_other: '{{count}} llamadas más esperan tu respuesta.',
  },
  result: {
    denied: 'No permitiste esta llamada; se informó al modelo.',
    badArguments: 'El modelo envió argumentos que no son un objeto JSON, así que no se llamó a la herramienta.',
    unknownTool: 'Este chat no tiene ninguna herramienta llamada «{{name}}».',
    toolError: '«{{server}}» indica que la herramienta falló:',
    refused: '«{{server}}» rechazó la llamada:',
    unreachable: 'No se puede contactar con «{{server}}» o dejó de responder, así que la herramienta no dio resultado.',
    timeout: '«{{server}}» no respondió en {{seconds}} segundos.',
    empty: 'La herramienta no devolvió nada.',
    cut: 'El resultado supera los {{limit}} caracteres: solo los primeros {{limit}} se dieron al modelo y se muestran.',
    imageType: 'Se omite una imagen de tipo «{{type}}»: solo se muestran imágenes PNG, JPEG, GIF y WebP.',
    imageTooLarge: 'Se omite una imagen de más de {{kilobytes}} KB.',
    tooManyImages: 'Solo se muestran las primeras {{limit}} imágenes; las demás se omiten.',
    audio: 'La herramienta devolvió un sonido, que no se reproduce aquí.',
    serverLeftOut: 'No se puede contactar con «{{server}}»: sus herramientas quedan fuera de esta respuesta.',
  },
  picker: {
    server: 'Servidor MCP · {{tools}}',
    toolCount_one: '{{count}} herramienta',
    toolCount_many: '{{count}} herramientas',
    toolCount_other: '{{count}} herramientas',
    toolsUnknown: 'herramientas aún sin listar',
  },
};
