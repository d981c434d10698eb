import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES } from './language-names';
import { chooseLanguage, directionOf, OFFERED_LANGUAGES } from './languages';

describe('chooseLanguage', () => {
  it('takes the stored language first, legacy codes included', () => {
    expect(chooseLanguage('zh-CN', ['en-US'])).toBe('zh-CN');
    expect(chooseLanguage('cn', ['en-US'])).toBe('zh-CN');
    expect(chooseLanguage('xx', ['ar-EG'])).toBe('ar');
  });

  it('then the browser region, then the browser language, then English', () => {
    expect(chooseLanguage(undefined, ['ar-EG', 'en'])).toBe('ar');
    expect(chooseLanguage(undefined, ['zh', 'en-GB'])).toBe('en');
    expect(chooseLanguage(undefined, ['zh'])).toBe('zh-CN');
    expect(chooseLanguage(undefined, ['xx-YY', 'ar'])).toBe('ar');
    expect(chooseLanguage(undefined, ['xx'])).toBe('en');
  });

  it('reads Traditional Chinese from the region or script, when offered', () => {
    const traditional = OFFERED_LANGUAGES.includes('zh-TW') ? 'zh-TW' : 'zh-CN';
    expect(chooseLanguage(undefined, ['zh-HK'])).toBe(traditional);
    expect(chooseLanguage(undefined, ['zh-Hant-TW'])).toBe(traditional);
    expect(chooseLanguage(undefined, ['zh-Hans-CN'])).toBe('zh-CN');
  });

  it('names the 19 languages of the spec, each in its own language', () => {
    expect(OFFERED_LANGUAGES).toHaveLength(19);
    expect(Object.keys(LANGUAGE_NAMES)).toEqual([...OFFERED_LANGUAGES]);
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});
