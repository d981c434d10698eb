import type { voice as en } from '../en/voice';
import type { LocaleShape } from '../../locale-shape';

export const voice: LocaleShape<typeof en> = {
  readAloud: 'Leer en voz alta',
  pause: 'Pausar la lectura',
  resume: 'Reanudar la lectura',
  stop: 'Detener la lectura',
  dictate: 'Dictar',
  listening: 'Escuchando…',
  transcribing: 'Escribiendo lo que has dicho…',
  level: 'Nivel del micrófono',
  readFailed: 'No se pudo leer la respuesta en voz alta. {{reason}}',
  dictationFailed: 'No se pudo transcribir el dictado. {{reason}}',
  failure: {
    denied: 'PolyChat no tiene permiso para usar el micrófono. Permítelo en la configuración del navegador para este sitio y vuelve a intentarlo.',
    noDevice: 'No se encontró ningún micrófono. Conecta uno y vuelve a intentarlo.',
    microphone: 'No se pudo abrir el micrófono; puede que otra aplicación lo esté usando.',
    auth: 'El proveedor de voz rechazó la clave. Revísala en la configuración.',
    busy: 'El proveedor de voz está ocupado. Vuelve a intentarlo en un momento.',
    failed: 'El proveedor de voz no pudo hacerlo. Vuelve a intentarlo o elige otro proveedor de voz en la configuración.',
    unreachable: 'No se pudo contactar con el proveedor de voz. Revisa la conexión y vuelve a intentarlo.',
    setup: 'La configuración del proveedor de voz está incompleta. Complétala en la configuración.',
    unsupported: 'Este navegador no puede hacerlo por sí solo. Elige OpenAI o Azure como proveedor de voz en la configuración.',
  },
  settings: {
    title: 'Voz',
    provider: {
      title: 'Proveedor de voz',
      subTitle: 'Quién lee las respuestas en voz alta y transcribe los dictados. La voz propia del navegador funciona sin clave.',
      browser: 'Este navegador',
      openai: 'OpenAI',
      azure: 'Azure OpenAI',
    },
    speechModel: { title: 'Modelo de voz', subTitle: 'El modelo de OpenAI, o el nombre de la implementación de Azure, que lee en voz alta' },
    voice: { title: 'Voz' },
    speed: { title: 'Velocidad de habla', subTitle: '1 es normal; de 0,25 a 4' },
    transcriptionModel: { title: 'Modelo de transcripción', subTitle: 'El modelo de OpenAI, o el nombre de la implementación de Azure, que transcribe los dictados' },
    readReplies: { title: 'Leer cada respuesta en voz alta', subTitle: 'Cada respuesta nueva se lee a medida que llega' },
    dictationMode: {
      title: 'Dictado',
      push: 'Pulsar para hablar: mantén el botón mientras hablas',
      handsFree: 'Manos libres: pulsa una vez y se detiene cuando haces una pausa',
    },
    sendDictation: { title: 'Enviar el dictado al instante', subTitle: 'Si no, las palabras esperan en el campo de texto para que las edites' },
  },
  shortcut: 'Dictar (mantener para pulsar para hablar)',
};
