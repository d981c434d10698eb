import 'i18next';
import type { Resources } from './resources/en';
import type { plugins } from './resources/en/plugins';
import type { settingsPage } from './resources/en/settings-page';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // settingsPage and plugins are added at run time (lazy-settings-page.ts, lazy-plugins.ts), with
    // the code that uses them.
    resources: Resources & { settingsPage: typeof settingsPage; plugins: typeof plugins };
  }
}
