/** Key paths this language leaves as in English, beyond the names every language keeps
 * (i18n/same-as-english.ts): English words Italian uses as they are (chat, prompt and plugin,
 * invariable in the plural; avatar, password, backup, endpoint, token, Top P, standard, HD) and
 * the names of image styles. */
export const sameAsEnglish: readonly string[] = [
  // the glossary's words, invariable in Italian
  'settingsPage.sections.chat',
  'settingsPage.sync.overview.chats_one',
  'settingsPage.sync.overview.prompts_one',
  'plugins.screen.subtitle_one',
  'sd.form.prompt',
  // English words Italian uses
  'masks.editor.avatar',
  'settingsPage.avatar.title',
  'settingsPage.sync.endpoint.title',
  'settingsPage.sync.password.title',
  'settingsPage.backup.title',
  'plugins.editor.token',
  'masks.model.topP',
  'settingsPage.model.topP.title',
  'masks.image.quality.values.standard',
  'masks.image.quality.values.hd',
  // names of image styles
  'sd.styles.anime',
  'sd.styles.low-poly',
  'sd.styles.neon-punk',
  'sd.styles.origami',
  'sd.styles.pixel-art',
];
