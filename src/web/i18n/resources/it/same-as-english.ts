// Words Italian writes as English does: a string may stay identical to English only when every word
// of it is here or among the words every language keeps (i18n/same-as-english.ts). Reviewed one by
// one: English words Italian uses as they are (invariable in the plural); the rest are image-style names. A word that is not one of these belongs translated, not listed.

export const loanwords: readonly string[] = ['server', 'chat', 'prompt', 'plugin', 'avatar', 'password', 'backup', 'endpoint', 'token', 'file', 'standard', 'anime', 'low', 'poly', 'neon', 'punk', 'origami', 'pixel', 'art'];
