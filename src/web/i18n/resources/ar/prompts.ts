import type { prompts as en } from '../en/prompts';
import type { LocaleShape } from '../../locale-shape';

export const prompts: LocaleShape<typeof en> = {
  title: 'الموجّهات',
  subtitle: 'المدمجة: {{builtin}}، المخصّصة: {{user}}',
  search: 'البحث في الموجّهات',
  add: 'إضافة موجّه',
  edit: 'تعديل الموجّه',
  view: 'عرض الموجّه',
  delete: 'حذف الموجّه',
  use: 'استخدام',
  confirmDelete: 'هل تريد حذف الموجّه «{{title}}»؟',
  titleLabel: 'العنوان',
  contentLabel: 'المحتوى',
  empty: 'لا توجد موجّهات تطابق بحثك.',
  user: 'موجّهاتك',
  builtin: 'المدمجة',
};
