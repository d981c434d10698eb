export const newChat = {
  return: 'Return',
  skip: 'Just Start',
  neverShow: "Don't Show Again",
  confirmNeverShow: "Don't show the mask picker again? New chats will start directly; you can turn it back on in Settings.",
  title: 'Pick a Mask',
  subtitle: 'Chat with the soul behind the mask',
  more: 'Find More',
  masks: 'Masks',
};
