import type { prompts as en } from '../en/prompts';
import type { LocaleShape } from '../../locale-shape';

export const prompts: LocaleShape<typeof en> = {
  title: 'İstemler',
  subtitle: '{{builtin}} yerleşik, {{user}} kullanıcı tanımlı',
  search: 'İstemlerde ara',
  add: 'İstem ekle',
  edit: 'İstemi düzenle',
  view: 'İstemi görüntüle',
  delete: 'İstemi sil',
  use: 'Kullan',
  confirmDelete: '“{{title}}” istemi silinsin mi?',
  titleLabel: 'Başlık',
  contentLabel: 'İçerik',
  empty: 'Aramanızla eşleşen istem yok.',
  user: 'Sizinkiler',
  builtin: 'Yerleşik',
};
