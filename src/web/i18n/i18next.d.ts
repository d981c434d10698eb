import 'i18next';
import type { Resources } from './resources/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // Every namespace is typed; each loads when first needed (i18n/namespaces.ts).
    resources: Resources;
  }
}
