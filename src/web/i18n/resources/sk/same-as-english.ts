// Words Slovak writes as English does: a string may stay identical to English only when every word
// of it is here or among the words every language keeps (i18n/same-as-english.ts). Reviewed one by
// one: chat, model, prompt, plugin, token and avatar are Slovak words in these apps; the rest are image-style names. A word that is not one of these belongs translated, not listed.

export const loanwords: readonly string[] = ['server', 'mcp', 'chat', 'model', 'avatar', 'prompt', 'plugin', 'token', '3d', 'anime', 'origami'];
