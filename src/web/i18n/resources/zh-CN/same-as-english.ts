/** Key paths this language leaves as in English, beyond the names every language keeps
 * (i18n/same-as-english.ts): Chinese chat apps call the feature by its English name. */
export const sameAsEnglish: readonly string[] = ['settingsPage.artifacts.title'];
