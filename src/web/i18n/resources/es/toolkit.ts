import type { toolkit as en } from '../en/toolkit';
import type { LocaleShape } from '../../locale-shape';

export const toolkit: LocaleShape<typeof en> = {
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
  toast: {
    region: 'Notificaciones',
  },
  imageViewer: {
    title: 'Imagen',
    open: 'Ver la imagen {{index}} a tamaño completo',
    download: 'Descargar',
    copy: 'Copiar imagen',
    unavailable: 'La imagen ya no está guardada.',
  },
};
