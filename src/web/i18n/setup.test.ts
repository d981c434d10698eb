import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { locale as zhCN } from './resources/zh-CN';
import { OFFERED_LANGUAGES } from './languages';
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

  it('loads every offered language, none of them English in disguise', async () => {
    setupI18n('en');
    for (const language of OFFERED_LANGUAGES.filter((code) => code !== 'en')) {
      await loadLanguage(language);
      await i18next.changeLanguage(language);
      expect(i18next.t('common:cancel'), language).not.toBe('Cancel');
    }
  });
});
