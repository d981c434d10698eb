import type { toolkit as en } from '../en/toolkit';
import type { LocaleShape } from '../../locale-shape';

export const toolkit: LocaleShape<typeof en> = {
  modal: {
    maximise: 'Maximizar',
    restore: 'Restaurar',
    close: 'Fechar',
  },
  password: {
    show: 'Mostrar senha',
    hide: 'Ocultar senha',
  },
  fullscreen: {
    enter: 'Tela cheia',
    exit: 'Sair da tela cheia',
  },
  selector: {
    label: 'Selecionar',
    filter: 'Filtrar',
    noResults: 'Nenhum resultado',
    done: 'Concluído',
    selected_one: '{{count}} selecionado',
    selected_many: '{{count}} selecionados',
    selected_other: '{{count}} selecionados',
  },
  toast: {
    region: 'Notificações',
  },
  imageViewer: {
    title: 'Imagem',
    open: 'Ver a imagem {{index}} em tamanho real',
    download: 'Baixar',
    copy: 'Copiar imagem',
    unavailable: 'Esta imagem não está mais armazenada.',
  },
};
