import type { common as en } from '../en/common';
import type { LocaleShape } from '../../locale-shape';

export const common: LocaleShape<typeof en> = {
  appName: 'PolyChat',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  close: 'Cerrar',
  save: 'Guardar',
  delete: 'Eliminar',
  edit: 'Editar',
  add: 'Agregar',
  back: 'Atrás',
  loading: 'Cargando',
  chooseAvatar: 'Elegir avatar',
  copy: 'Copiar',
  copySuccess: 'Copiado al portapapeles',
  copyFailed: 'No se pudo copiar. Permite el acceso al portapapeles.',
  downloadSuccess: 'Descarga completada',
  downloadFailed: 'No se pudo descargar',
};
