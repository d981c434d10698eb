// Words French writes as English does: a string may stay identical to English only when every word
// of it is here or among the words every language keeps (i18n/same-as-english.ts). Reviewed one by
// one: French words spelt as in English (branches included), and prompt, plugin and tokens as French users of these apps say them; the rest are image-style names. A word that is not one of these belongs translated, not listed.

export const loanwords: readonly string[] = ['version', 'branches', 'message', 'messages', 'minute', 'minutes', 'notifications', 'image', 'assistant', 'code', 'avatar', 'standard', 'format', 'style', 'plugin', 'plugins', 'prompt', 'prompts', 'tokens', 'passage', 'passages', 'page', 'pages', 'sources', 'anime', 'low', 'poly', 'origami', 'pixel', 'art'];
