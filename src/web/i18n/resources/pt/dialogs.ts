import type { dialogs as en } from '../en/dialogs';
import type { LocaleShape } from '../../locale-shape';

export const dialogs: LocaleShape<typeof en> = {
  errorPage: {
    report: 'Relatar este erro',
    clearAll: 'Apagar todos os dados',
    details: 'Detalhes do erro',
  },
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
  imageViewer: {
    title: 'Imagem',
    download: 'Baixar',
    copy: 'Copiar imagem',
    unavailable: 'Esta imagem não está mais armazenada.',
  },
  questions: {
    deleteChat: 'Excluir a conversa “{{topic}}”?',
    clearAllData: 'Tem certeza de que deseja apagar todos os dados? Antes, um arquivo de backup com tudo será baixado.',
  },
};
