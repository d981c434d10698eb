// Words Vietnamese writes as English does: a string may stay identical to English only when every word
// of it is here or among the words every language keeps (i18n/same-as-english.ts). Reviewed one by
// one: Vietnamese apps keep plugin, token and the HTTP terms Header, Query and Body; the rest are image-style names. A word that is not one of these belongs translated, not listed.

export const loanwords: readonly string[] = ['plugin', 'token', 'header', 'query', 'body', 'anime', 'neon', 'punk', 'origami'];
