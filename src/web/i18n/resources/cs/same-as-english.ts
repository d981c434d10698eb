/** Key paths this language leaves as in English, beyond the names every language keeps
 * (i18n/same-as-english.ts): Czech spells these words as English does (model, chat, prompt,
 * plugin, token, avatar, anime, origami), and Top P and HD are parameter and format names. */
export const sameAsEnglish: readonly string[] = [
  'settingsPage.sections.chat',
  'settingsPage.sections.model',
  'settingsPage.model.title',
  'settingsPage.model.topP.title',
  'settingsPage.avatar.title',
  'settingsPage.sync.overview.chats_one',
  'settingsPage.sync.overview.prompts_one',
  'masks.model.model',
  'masks.model.topP',
  'masks.image.quality.values.hd',
  'exportDialog.doc.model',
  'sd.form.prompt',
  'sd.form.model',
  'sd.styles.3d-model',
  'sd.styles.anime',
  'sd.styles.origami',
  'plugins.screen.subtitle_one',
  'plugins.editor.token',
];
