/** Key paths this language leaves as in English, beyond the names every language keeps
 * (i18n/same-as-english.ts). Turkish spells "model", "avatar", "anime", "origami" and "analog film"
 * as English does; Top P, HD and token are written in Latin form; Artifacts is the feature's name;
 * the estimated cost is only a sign and a number. */
export const sameAsEnglish: readonly string[] = [
  'settingsPage.sections.model',
  'settingsPage.model.title',
  'masks.model.model',
  'sd.form.model',
  'exportDialog.doc.model',
  'settingsPage.avatar.title',
  'masks.editor.avatar',
  'sd.styles.anime',
  'sd.styles.origami',
  'sd.styles.analog-film',
  'sd.styles.neon-punk',
  'settingsPage.model.topP.title',
  'masks.model.topP',
  'masks.image.quality.values.hd',
  'plugins.editor.token',
  'settingsPage.artifacts.title',
  'shell.routes.artifact',
  'viewer.artifact.title',
  'chat.usage.cost',
];
