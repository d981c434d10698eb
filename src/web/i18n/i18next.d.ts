import 'i18next';
import type { Resources } from './resources/en';
import type { plugins } from './resources/en/plugins';
import type { exportDialog } from './resources/en/export-dialog';
import type { settingsPage } from './resources/en/settings-page';
import type { sd } from './resources/en/sd';
import type { viewer } from './resources/en/viewer';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // settingsPage, plugins, exportDialog, viewer and sd are added at run time (lazy-settings-page.ts,
    // lazy-plugins.ts, screens/chat/export/i18n.ts, lazy-viewer.ts, lazy-sd.ts), with the code that
    // uses them.
    resources: Resources & {
      settingsPage: typeof settingsPage;
      plugins: typeof plugins;
      exportDialog: typeof exportDialog;
      viewer: typeof viewer;
      sd: typeof sd;
    };
  }
}
