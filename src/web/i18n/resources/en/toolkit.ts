export const toolkit = {
  toast: {
    region: 'Notifications',
  },
};
