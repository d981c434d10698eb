export const toolkit = {
  modal: {
    maximise: 'Maximise',
    restore: 'Restore',
    close: 'Close',
  },
  password: {
    show: 'Show password',
    hide: 'Hide password',
  },
  fullscreen: {
    enter: 'Full screen',
    exit: 'Exit full screen',
  },
  selector: {
    selected_one: '{{count}} selected',
    selected_other: '{{count}} selected',
  },
};
