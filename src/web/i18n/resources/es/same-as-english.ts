// Words Spanish writes as English does: a string may stay identical to English only when every word
// of it is here or among the words every language keeps (i18n/same-as-english.ts). Reviewed one by
// one: Spanish words (natural, error, general, avatar) and the terms Spanish users of these apps use; the rest are image-style names. A word that is not one of these belongs translated, not listed.

export const loanwords: readonly string[] = ['chat', 'chats', 'prompt', 'prompts', 'avatar', 'natural', 'error', 'general', 'token', 'anime', 'low', 'poly', 'origami', 'pixel', 'art'];
