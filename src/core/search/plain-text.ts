// What a message says, without the markdown marks around it: the words are what is searched, and a
// snippet reads as the rendered message does ("**stable**" is shown as "stable"). Conservative on
// purpose: single `*` and `_` stay, as they are also parts of names and formulas.

const RULES: [RegExp, string][] = [
  // Fence lines of code blocks (the language name after the fence goes too).
  [/^[ \t]*(?:```|~~~)[^\n]*$/gm, ''],
  // Table rows that only separate the header from the body.
  [/^[ \t]*\|?(?:[ \t]*:?-{3,}:?[ \t]*\|)+[ \t]*:?-*:?[ \t]*$/gm, ''],
  // Heading marks, quote marks and list bullets at the start of a line.
  [/^[ \t]*(?:#{1,6}[ \t]+|>[ \t]?|[-*+][ \t]+|\d+[.)][ \t]+)/gm, ''],
  // Images and links keep their text: ![alt](url) → alt, [text](url) → text.
  [/!?\[([^\]\n]*)\]\([^)\n]*\)/g, '$1'],
  // Strong, strike-through and inline-code marks.
  [/\*\*|__|~~|`/g, ''],
  // Table cell borders.
  [/\|/g, ' '],
];

export function plainText(markdown: string): string {
  let text = markdown;
  for (const [pattern, replacement] of RULES) text = text.replace(pattern, replacement);
  return text.trim();
}
