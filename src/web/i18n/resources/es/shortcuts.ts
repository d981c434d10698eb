import type { shortcuts as en } from '../en/shortcuts';
import type { LocaleShape } from '../../locale-shape';

export const shortcuts: LocaleShape<typeof en> = {
  title: 'Atajos de teclado',
  send: 'Enviar el mensaje',
  newline: 'Empezar una línea nueva en el mensaje',
  prompts: 'Al inicio de un mensaje: buscar en los prompts',
  commands: 'Al inicio de un mensaje: usar un comando',
  recall: 'Con el campo vacío: recuperar tu último mensaje',
  switchChat: 'Ir al chat anterior o al siguiente',
  reorder: 'Tomar el chat enfocado de la lista, moverlo con las flechas y soltarlo con Espacio',
  close: 'Cerrar un diálogo, un menú o las sugerencias',
  help: 'Mostrar estos atajos',
  space: 'Espacio',
};
