import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { locale as zhCN } from './resources/zh-CN';
import { loadLanguage, setupI18n } from './setup';

afterEach(() => i18next.changeLanguage('en'));

describe('languages on demand', () => {
  it('starts in English and switches once the chosen language has arrived', async () => {
    setupI18n('zh-CN');
    expect(i18next.t('common:cancel')).toBe('Cancel');
    await loadLanguage('zh-CN');
    await i18next.changeLanguage('zh-CN');
    expect(i18next.t('common:cancel')).toBe(zhCN.common.cancel);
  });

  it('falls back to English for what a partial language lacks', async () => {
    setupI18n('en');
    await loadLanguage('ar');
    await i18next.changeLanguage('ar');
    expect(i18next.t('common:cancel')).toBe('إلغاء');
    expect(i18next.t('chat:send')).toBe('Send');
  });
});
