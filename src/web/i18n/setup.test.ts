import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locale as englishScreens } from './resources/en/screens';
import { locale as jaScreens } from './resources/ja/screens';
import { locale as zhCNScreens } from './resources/zh-CN/screens';
import { OFFERED_LANGUAGES } from './languages';
import { loadNamespace, setupI18n, switchLanguage } from './setup';

/** Loading every language's first-screen tables, transformed on first import, on a loaded machine. */
const EVERY_LANGUAGE_TIMEOUT_MS = 60_000;

afterEach(async () => {
  vi.restoreAllMocks();
  await switchLanguage('en');
});

describe('languages on demand', () => {
  it('switches once the chosen language has arrived, with the screens opened so far', async () => {
    await setupI18n('zh-CN');
    expect(i18next.language).toBe('zh-CN');
    expect(i18next.t('common:cancel')).toBe(zhCNScreens.common.cancel);
    // test-setup.ts opened every screen in English: their namespaces follow the switch.
    expect(i18next.t('masks:title')).toBe(zhCNScreens.masks.title);
  });

  it('has every namespace of a table ready once one of them has arrived', async () => {
    // The words screens share and the reorder announcements are in the screens' table beside the
    // dialogs': a dialog's strings bring them, so a part of a screen never waits for them.
    i18next.removeResourceBundle('en', 'common');
    i18next.removeResourceBundle('en', 'reorder');
    await i18next.reloadResources(['en'], ['dialogs']);
    expect(i18next.getResourceBundle('en', 'common')).toEqual(englishScreens.common);
    expect(i18next.getResourceBundle('en', 'reorder')).toEqual(englishScreens.reorder);
  });

  it('loads a screen\'s strings in the language in use', async () => {
    await switchLanguage('ja');
    await loadNamespace('sd');
    expect(i18next.getResourceBundle('ja', 'sd')).toEqual(jaScreens.sd);
  });

  it('shows English when a language cannot load, and tries it again on the next switch', async () => {
    // Korean has not been loaded in this worker (no other test uses it).
    expect(i18next.hasResourceBundle('ko', 'common')).toBe(false);
    const backend = i18next.services.backendConnector.backend as { read: (...args: unknown[]) => void };
    const read = backend.read.bind(backend);
    const offline = vi.spyOn(backend, 'read').mockImplementation((_language, _namespace, callback) => (callback as (error: Error, data: boolean) => void)(new Error('offline'), false));
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await switchLanguage('ko');
    expect(i18next.language).toBe('en');
    expect(reported).toHaveBeenCalledWith(expect.stringContaining('ko'));
    offline.mockImplementation(read);
    await switchLanguage('ko');
    expect(i18next.language).toBe('ko');
    expect(i18next.t('common:cancel')).not.toBe('Cancel');
  });

  // Eighteen languages, each with every table its first screen loads: the module transforms alone
  // take seconds on a busy two-core machine.
  it('loads every offered language, none of them English in disguise', { timeout: EVERY_LANGUAGE_TIMEOUT_MS }, async () => {
    for (const language of OFFERED_LANGUAGES.filter((code) => code !== 'en')) {
      await switchLanguage(language);
      expect(i18next.t('common:cancel'), language).not.toBe('Cancel');
    }
  });
});

describe('counts', () => {
  it('groups the digits of a count the way the language does, and still picks the plural by it', async () => {
    await setupI18n('en');
    await loadNamespace('chat');
    expect(i18next.t('chat:messageCount', { count: 20000 })).toBe('20,000 messages');
    expect(i18next.t('chat:messageCount', { count: 1 })).toBe('1 message');
    expect(i18next.t('shell:sidebar.messageCount', { count: 1234 })).toBe('1,234 messages');
    await loadNamespace('search');
    expect(i18next.t('search:resultsCapped', { total: 12345, count: 50 })).toBe('12,345 messages found; the best 50 are shown');
    await switchLanguage('de');
    expect(i18next.t('chat:messageCount', { count: 20000 })).toBe('20.000 Nachrichten');
  });

  it('formats every count of a language with one formatter', async () => {
    await setupI18n('en');
    await loadNamespace('chat');
    i18next.t('chat:messageCount', { count: 1 });
    const built = vi.spyOn(Intl, 'NumberFormat');
    try {
      const shown = [2, 3, 4000].map((count) => i18next.t('chat:messageCount', { count }));
      expect(shown).toEqual(['2 messages', '3 messages', '4,000 messages']);
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });
});
