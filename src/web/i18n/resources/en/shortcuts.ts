/** The keyboard shortcuts dialog (Ctrl + / or ?). The keys themselves are shown as printed on
 * keyboards; only Space, which is a word, is translated. */
export const shortcuts = {
  title: 'Keyboard shortcuts',
  send: 'Send the message',
  newline: 'Start a new line in the message',
  prompts: 'At the start of a message: search the prompts',
  commands: 'At the start of a message: use a command',
  recall: 'In an empty input: bring back your last message',
  switchChat: 'Go to the previous or next chat',
  reorder: 'Pick up the focused chat in the list, move it with the arrow keys, drop it with Space',
  close: 'Close a dialog, a menu or the suggestions',
  help: 'Show these shortcuts',
  space: 'Space',
};
