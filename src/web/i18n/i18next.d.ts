import 'i18next';
import type { AllResources } from './resources/all';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // Beyond the first screen's namespaces, English adds each other one at run time with the code
    // that uses it (lazy-*.ts, add-english.ts).
    resources: AllResources;
  }
}
