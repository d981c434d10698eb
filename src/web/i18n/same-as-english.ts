// What a translation may leave as in English. The completeness test fails on any other string
// identical to English, so an untranslated title or sentence cannot slip through: a string stays
// English only when it is a name every language keeps (by key, below) or when every word of it is a
// loanword, here for all languages or in resources/<language>/same-as-english.ts for one. The lists
// are of words, short and reviewed; a word a language does not use belongs translated, not listed.

/** Parameter and format names written in Latin letters in every language's interfaces: the
 * sampling parameter Top P and the image quality HD. */
export const LOANWORDS_EVERYWHERE: readonly string[] = ['top', 'p', 'hd'];

/** Identical in every language: product and provider names, formats, placeholders. */
export const SAME_EVERYWHERE: readonly string[] = [
  'common.appName',
  'discovery.stableDiffusion',
  'masks.langs.cn',
  'masks.langs.tw',
  'masks.langs.en',
  'settingsPage.imageHosts.placeholder',
  'settingsPage.access.secretId.title',
  'errors.fieldSecretId',
  'settingsPage.model.customModels.placeholder',
  'plugins.editor.summary',
  'plugins.editor.authTypes.basic',
  'plugins.editor.authTypes.bearer',
  'sd.title',
  'sd.models.core',
  'sd.models.ultra',
  'sd.models.sd3',
  'voice.settings.provider.openai',
  'voice.settings.provider.azure',
];
