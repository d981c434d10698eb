// English strings of a namespace that loads with the screen that needs it rather than with the
// first screen (the lazy-*.ts modules). Other languages bring every namespace in their own bundle,
// loaded whole when chosen (i18n/setup.ts).

import i18next from 'i18next';
import type { AllResources } from './resources/all';

export function addEnglish<N extends keyof AllResources>(namespace: N, strings: AllResources[N]): void {
  const add = () => {
    if (!i18next.hasResourceBundle('en', namespace)) i18next.addResourceBundle('en', namespace, strings);
  };
  // i18next has no store before init (its resource methods are attached then), and every init
  // starts a new one: a module loaded before a start (a test, a prefetch) adds its strings again.
  if (i18next.isInitialized) add();
  i18next.on('initialized', add);
}
