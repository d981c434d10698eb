/** Key paths this language leaves as in English, beyond the names every language keeps
 * (i18n/same-as-english.ts): Chinese chat apps call artifacts by their English name, and model
 * settings write the sampling parameter as "Top P". */
export const sameAsEnglish: readonly string[] = [
  'settingsPage.artifacts.title',
  'shell.routes.artifact',
  'viewer.artifact.title',
  'masks.model.topP',
  'settingsPage.model.topP.title',
];
