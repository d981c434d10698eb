export const session = {
  deleted: 'Chat deleted',
  revert: 'Revert',
  deleteChat: 'Delete chat',
  confirmDelete: 'Delete the chat “{{topic}}”?',
  drag: {
    instructions:
      'To reorder a chat, press Space to pick it up, use the arrow keys to move it, then Space or Enter to drop it, or Escape to cancel.',
    start: 'Picked up chat {{topic}}, position {{position}} of {{count}}.',
    over: 'Chat {{topic}} is over position {{position}} of {{count}}.',
    end: 'Chat {{topic}} dropped at position {{position}} of {{count}}.',
    cancel: 'Moving chat {{topic}} was cancelled.',
  },
  header: {
    edit: 'Edit chat',
    more: 'More chat actions',
  },
  fork: {
    action: 'Fork from here',
    done: 'New chat with the messages up to here',
    topic: '{{topic}} (fork)',
  },
};
