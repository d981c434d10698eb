export const toolkit = {
  toast: {
    region: 'Notifications',
  },
  imageViewer: {
    open: 'View image {{index}} full size',
  },
};
