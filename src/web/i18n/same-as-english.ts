// Strings a translation may leave as in English: names, codes, units. A language lists its own
// further exceptions in resources/<language>/same-as-english.ts. The completeness test fails on
// any other string identical to English, so an untranslated one cannot slip through.

/** Identical in every language: product and provider names, formats, placeholders. */
export const SAME_EVERYWHERE: readonly string[] = [
  'common.appName',
  'shell.sidebar.stableDiffusion',
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
];
