/** Key paths this language leaves as in English, beyond the names every language keeps
 * (i18n/same-as-english.ts): words Norwegian spells the same (Send, Mine, System, Avatar, Status,
 * Format, Standard, Token), codes and parameter names (HD, Top P, Header) and style names. */
export const sameAsEnglish: readonly string[] = [
  'chat.send',
  'chat.roles.system',
  'search.roles.system',
  'exportDialog.doc.roles.system',
  'masks.context.roles.system',
  'settingsPage.avatar.title',
  'masks.editor.avatar',
  'settingsPage.sync.status.title',
  'exportDialog.format.label',
  'exportDialog.select.user',
  'masks.image.quality.values.standard',
  'masks.image.quality.values.hd',
  'masks.model.topP',
  'settingsPage.model.topP.title',
  'plugins.editor.token',
  'plugins.editor.locations.header',
  'sd.styles.anime',
  'sd.styles.origami',
];
