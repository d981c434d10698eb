// Strings a translation may leave as in English: names, codes, units, and words a language takes
// from English as they are. Keyed by language, then by the key path ("namespace.key.sub"). The
// completeness test fails on any other string identical to English, so an untranslated one cannot
// slip through.

import type { Language } from './languages';

/** Identical in every language: product and provider names, formats, placeholders. */
export const SAME_EVERYWHERE: readonly string[] = [
  'common.appName',
  'shell.sidebar.stableDiffusion',
  'masks.langs.cn',
  'masks.langs.tw',
  'masks.langs.en',
  'settingsPage.imageHosts.placeholder',
  'settingsPage.access.secretId.title',
  'settingsPage.model.customModels.placeholder',
  'plugins.editor.summary',
  'plugins.editor.authTypes.basic',
  'plugins.editor.authTypes.bearer',
  'sd.title',
  'sd.models.core',
  'sd.models.ultra',
  'sd.models.sd3',
];

export const SAME_AS_ENGLISH: Partial<Record<Language, readonly string[]>> = {
  // Chinese chat apps call the feature by its English name.
  'zh-CN': ['settingsPage.artifacts.title'],
};
