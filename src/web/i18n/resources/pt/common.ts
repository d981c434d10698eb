import type { common as en } from '../en/common';
import type { LocaleShape } from '../../locale-shape';

export const common: LocaleShape<typeof en> = {
  appName: 'PolyChat',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  close: 'Fechar',
  save: 'Salvar',
  delete: 'Excluir',
  edit: 'Editar',
  add: 'Adicionar',
  back: 'Voltar',
  loading: 'Carregando',
  chooseAvatar: 'Escolher avatar',
  copy: 'Copiar',
  copySuccess: 'Copiado para a área de transferência',
  copyFailed: 'Não foi possível copiar. Permita o acesso à área de transferência.',
  downloadSuccess: 'Download concluído',
  downloadFailed: 'Falha no download',
};
