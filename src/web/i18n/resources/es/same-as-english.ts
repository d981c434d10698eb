/** Key paths this language leaves as in English, beyond the names every language keeps
 * (i18n/same-as-english.ts): "Chat", "Prompt", "Avatar", "General" and "Error" are Spanish words
 * too; Top P, HD, Token and the image-style names are terms of the art. */
export const sameAsEnglish: readonly string[] = [
  'shell.sidebar.chats',
  'chat.prompts',
  'chat.promptsLabel',
  'prompts.title',
  'search.error',
  'masks.editor.avatar',
  'masks.model.topP',
  'masks.image.quality.values.hd',
  'masks.image.style.values.natural',
  'settingsPage.sections.general',
  'settingsPage.sections.chat',
  'settingsPage.avatar.title',
  'settingsPage.model.topP.title',
  'settingsPage.sync.overview.chats_one',
  'settingsPage.sync.overview.chats_other',
  'settingsPage.sync.overview.prompts_one',
  'settingsPage.sync.overview.prompts_other',
  'plugins.editor.token',
  'sd.form.prompt',
  'sd.styles.anime',
  'sd.styles.low-poly',
  'sd.styles.origami',
  'sd.styles.pixel-art',
];
