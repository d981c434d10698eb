import type { shortcuts as en } from '../en/shortcuts';
import type { LocaleShape } from '../../locale-shape';

export const shortcuts: LocaleShape<typeof en> = {
  title: 'Klavye kısayolları',
  send: 'Mesajı gönder',
  newline: 'Mesajda yeni satıra geç',
  prompts: 'Mesajın başında: istemlerde ara',
  commands: 'Mesajın başında: bir komut kullan',
  recall: 'Giriş alanı boşken: son mesajını geri getir',
  switchChat: 'Önceki veya sonraki sohbete git',
  reorder: 'Listede odaktaki sohbeti al, ok tuşlarıyla taşı, Boşluk ile bırak',
  close: 'Bir iletişim kutusunu, menüyü veya önerileri kapat',
  help: 'Bu kısayolları göster',
  space: 'Boşluk',
};
