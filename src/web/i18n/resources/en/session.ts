export const session = {
  deleted: 'Chat deleted',
  revert: 'Revert',
  deleteChat: 'Delete chat',
  confirmDelete: 'Delete the chat “{{topic}}”?',
  header: {
    edit: 'Edit chat',
    more: 'More chat actions',
  },
};
