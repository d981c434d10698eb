/** Key paths this language leaves as in English, beyond the names every language keeps
 * (i18n/same-as-english.ts): Top P is the parameter's name in Bengali apps too. */
export const sameAsEnglish: readonly string[] = ['masks.model.topP', 'settingsPage.model.topP.title'];
