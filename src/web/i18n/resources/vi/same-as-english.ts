/** Key paths this language leaves as in English, beyond the names every language keeps
 * (i18n/same-as-english.ts): the artifact feature's name, HTTP terms, sampling and style names
 * that Vietnamese apps keep in English, and the "≈" sign. The `_one` form listed is never shown
 * in Vietnamese (its only plural form is "other"). */
export const sameAsEnglish: readonly string[] = [
  'settingsPage.artifacts.title',
  'shell.routes.artifact',
  'viewer.artifact.title',
  'plugins.editor.token',
  'plugins.editor.locations.header',
  'plugins.editor.locations.query',
  'plugins.editor.locations.body',
  'masks.model.topP',
  'settingsPage.model.topP.title',
  'masks.image.quality.values.hd',
  'sd.styles.anime',
  'sd.styles.origami',
  'sd.styles.neon-punk',
  'chat.usage.cost',
  'plugins.screen.subtitle_one',
];
