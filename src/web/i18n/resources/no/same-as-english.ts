// Words Norwegian writes as English does: a string may stay identical to English only when every word
// of it is here or among the words every language keeps (i18n/same-as-english.ts). Reviewed one by
// one: Norwegian words spelt as in English (send, mine, system, status, format, standard, start: the imperative of «starte») and the HTTP term Header; anime and origami are image-style names. A word that is not one of these belongs translated, not listed.

export const loanwords: readonly string[] = ['send', 'mine', 'system', 'avatar', 'status', 'format', 'standard', 'start', 'token', 'header', 'anime', 'origami'];
