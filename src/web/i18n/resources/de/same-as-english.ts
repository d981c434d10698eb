// Words German writes as English does: a string may stay identical to English only when every word
// of it is here or among the words every language keeps (i18n/same-as-english.ts). Reviewed one by
// one: German apps use these as they are (Header and Body are the HTTP terms); anime and origami are image-style names. A word that is not one of these belongs translated, not listed.

export const loanwords: readonly string[] = ['version', 'chat', 'chats', 'plugins', 'prompt', 'prompts', 'token', 'tokens', 'system', 'tool', 'code', 'avatar', 'standard', 'status', 'format', 'header', 'body', 'anime', 'origami'];
