/** Key paths this language leaves as in English, beyond the names every language keeps
 * (i18n/same-as-english.ts): Korean model settings write the sampling parameter as "Top P". */
export const sameAsEnglish: readonly string[] = ['masks.model.topP', 'settingsPage.model.topP.title'];
