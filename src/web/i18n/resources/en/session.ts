export const session = {
  deleted: 'Chat deleted',
  revert: 'Revert',
  deleteChat: 'Delete chat',
  header: {
    edit: 'Edit chat',
    more: 'More chat actions',
  },
};
