import type { modelPicker as en } from '../en/model-picker';
import type { LocaleShape } from '../../locale-shape';

export const modelPicker: LocaleShape<typeof en> = {
  categoryRuns: 'বিভাগ · {{provider}}-এর {{model}}',
  unreachable: 'দেওয়া হচ্ছে না: {{names}}। এগুলোর জন্য এই সার্ভারে কোনো ঠিকানা বা কী নেই।',
};
