// The browser window's profile is the app's own, and Chromium's password manager would treat the
// Settings form as a sign-in: after a key is typed it offers to save it (the endpoint as the user
// name, the key as the password), a prompt over the app and a second copy of a secret the app
// already keeps. The offer is switched off in the profile before each start; Chromium's other
// preferences stay as it wrote them.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Chromium's "Offer to save passwords", the preference behind its PasswordManagerEnabled policy. */
const OFFER_TO_SAVE_PASSWORDS = 'credentials_enable_service';

function readPreferences(file: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    // No profile yet (the first start), or a file Chromium itself would not read either.
    return {};
  }
}

/** Switches the password manager's offer off in the profile at `userDataDir`. */
export function keepKeysOutOfPasswordManager(userDataDir: string): void {
  const dir = join(userDataDir, 'Default');
  const file = join(dir, 'Preferences');
  const preferences = readPreferences(file);
  if (preferences[OFFER_TO_SAVE_PASSWORDS] === false) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, JSON.stringify({ ...preferences, [OFFER_TO_SAVE_PASSWORDS]: false }));
}
