/** What a screen reader is told while chats are reordered, loaded with drag and drop (the pointer
 * or the focus comes to the chat list). */
export const reorder = {
  instructions:
    'To reorder a chat, press Space to pick it up, use the arrow keys to move it, then Space or Enter to drop it, or Escape to cancel.',
  start: 'Picked up chat {{topic}}, position {{position}} of {{count}}.',
  over: 'Chat {{topic}} is over position {{position}} of {{count}}.',
  end: 'Chat {{topic}} dropped at position {{position}} of {{count}}.',
  cancel: 'Moving chat {{topic}} was cancelled.',
};
