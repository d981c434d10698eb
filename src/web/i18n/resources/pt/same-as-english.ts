// Words Portuguese writes as English does: a string may stay identical to English only when every word
// of it is here or among the words every language keeps (i18n/same-as-english.ts). Reviewed one by
// one: the words Brazilian Portuguese uses (prompt, plugin, avatar, backup, status, natural, token); the rest are image-style names. A word that is not one of these belongs translated, not listed.

export const loanwords: readonly string[] = ['prompt', 'prompts', 'plugin', 'plugins', 'avatar', 'backup', 'status', 'natural', 'token', 'anime', 'low', 'poly', 'neon', 'punk', 'origami', 'pixel', 'art'];
