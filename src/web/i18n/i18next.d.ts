import 'i18next';
import type { Resources } from './resources/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    // The first screen's own namespace: a t() that names none never waits for a later table.
    defaultNS: 'shell';
    // Every namespace is typed; each loads when first needed (i18n/namespaces.ts).
    resources: Resources;
  }
}
