// Words Indonesian writes as English does: a string may stay identical to English only when every word
// of it is here or among the words every language keeps (i18n/same-as-english.ts). Reviewed one by
// one: Indonesian uses these as they are (Header, Query and Body are the HTTP terms); anime and origami are image-style names. A word that is not one of these belongs translated, not listed.

export const loanwords: readonly string[] = ['chat', 'model', 'avatar', 'status', 'format', 'prompt', 'plugin', 'token', 'header', 'query', 'body', 'anime', 'origami'];
