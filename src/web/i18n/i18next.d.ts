import 'i18next';
import type { Resources } from './resources/en';
import type { settingsPage } from './resources/en/settings-page';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // settingsPage is added at run time by lazy-settings-page.ts, with the screens that use it.
    resources: Resources & { settingsPage: typeof settingsPage };
  }
}
