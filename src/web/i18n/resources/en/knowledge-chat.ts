/** A chat's knowledge bases: the input's Knowledge picker and a reply's sources, loaded with a reply's
 * strings. */
export const knowledgeChat = {
  pick: 'Knowledge bases of this chat',
  note: 'Every message of the chat is given the passages of these bases that match it best.',
  none: 'No knowledge bases yet.',
  files_one: '{{count}} file',
  files_other: '{{count}} files',
  sources: 'Sources',
  source: '[{{n}}] {{file}}',
  sourceOnPage: '[{{n}}] {{file}}, page {{page}}',
};
