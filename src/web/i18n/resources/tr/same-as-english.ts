// Words Turkish writes as English does: a string may stay identical to English only when every word
// of it is here or among the words every language keeps (i18n/same-as-english.ts). Reviewed one by
// one: Turkish spells model, avatar, analog and film as English does, and writes token in Latin form; the rest are image-style names. A word that is not one of these belongs translated, not listed.

export const loanwords: readonly string[] = ['model', 'avatar', 'token', 'analog', 'film', 'anime', 'neon', 'punk', 'origami'];
