import type { dialogs as en } from '../en/dialogs';
import type { LocaleShape } from '../../locale-shape';

export const dialogs: LocaleShape<typeof en> = {
  errorPage: {
    report: 'Informar del error',
    clearAll: 'Borrar todos los datos',
    details: 'Detalles del error',
  },
  modal: {
    maximise: 'Maximizar',
    restore: 'Restaurar',
    close: 'Cerrar',
  },
  password: {
    show: 'Mostrar contraseña',
    hide: 'Ocultar contraseña',
  },
  fullscreen: {
    enter: 'Pantalla completa',
    exit: 'Salir de pantalla completa',
  },
  selector: {
    label: 'Seleccionar',
    filter: 'Filtrar',
    noResults: 'Sin resultados',
    done: 'Listo',
    selected_one: '{{count}} seleccionado',
    selected_many: '{{count}} seleccionados',
    selected_other: '{{count}} seleccionados',
  },
  imageViewer: {
    title: 'Imagen',
    download: 'Descargar',
    copy: 'Copiar imagen',
    unavailable: 'La imagen ya no está guardada.',
  },
  questions: {
    deleteChat: '¿Eliminar el chat “{{topic}}”?',
    clearAllData: '¿Seguro que quieres borrar todos los datos? Antes se descargará un archivo con una copia de seguridad de todo.',
  },
};
