import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepKeysOutOfPasswordManager } from './browser-profile';

const preferences = (dir: string) => JSON.parse(readFileSync(join(dir, 'Default', 'Preferences'), 'utf8')) as Record<string, unknown>;

describe('the browser window’s profile', () => {
  it('is made with the password manager’s offer off', () => {
    const dir = mkdtempSync(join(tmpdir(), 'polychat-profile-'));
    keepKeysOutOfPasswordManager(dir);
    expect(preferences(dir)).toEqual({ credentials_enable_service: false });
  });

  it('switches the offer off in a profile Chromium wrote, keeping its other preferences', () => {
    const dir = mkdtempSync(join(tmpdir(), 'polychat-profile-'));
    mkdirSync(join(dir, 'Default'));
    writeFileSync(join(dir, 'Default', 'Preferences'), JSON.stringify({ credentials_enable_service: true, browser: { window_placement: { top: 10 } } }));
    keepKeysOutOfPasswordManager(dir);
    expect(preferences(dir)).toEqual({ credentials_enable_service: false, browser: { window_placement: { top: 10 } } });
  });

  it('starts again from nothing when the file is not Chromium’s JSON', () => {
    const dir = mkdtempSync(join(tmpdir(), 'polychat-profile-'));
    mkdirSync(join(dir, 'Default'));
    writeFileSync(join(dir, 'Default', 'Preferences'), '[1, 2');
    keepKeysOutOfPasswordManager(dir);
    expect(preferences(dir)).toEqual({ credentials_enable_service: false });
  });
});
