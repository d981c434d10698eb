/** Key paths this language leaves as in English, beyond the names every language keeps
 * (i18n/same-as-english.ts): the sampling parameter's name and the image quality label are
 * written in Latin letters in Russian interfaces too, and the estimated cost is just a sign and
 * a number. */
export const sameAsEnglish: readonly string[] = ['settingsPage.model.topP.title', 'masks.model.topP', 'masks.image.quality.values.hd', 'chat.usage.cost'];
