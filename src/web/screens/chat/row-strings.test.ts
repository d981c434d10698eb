import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n, switchLanguage } from '../../i18n/setup';
import { rowStrings, type RowT } from './row-strings';

const listT = () => i18next.getFixedT(i18next.language, ['messages', 'chat']) as unknown as RowT;

beforeAll(async () => {
  await setupI18n('en');
  await i18next.loadNamespaces(['messages', 'chat']);
});

describe('rowStrings', () => {
  it('looks the words up once per translation function', () => {
    const t = listT();
    const strings = rowStrings(t);
    expect(strings).toMatchObject({ language: 'en', copy: 'Copy', fork: t('fork.action'), roles: { assistant: 'Assistant', user: 'You' } });
    expect(rowStrings(t)).toBe(strings);
  });

  it('follows the language: the list gets a new function, and the rows its words', async () => {
    const english = rowStrings(listT());
    await switchLanguage('de');
    await i18next.loadNamespaces(['messages', 'chat']);
    const german = rowStrings(listT());
    expect(german.language).toBe('de');
    expect(german.copy).toBe(i18next.getFixedT('de', 'messages')('copy'));
    expect(german.copy).not.toBe(english.copy);
    await switchLanguage('en');
  });
});
