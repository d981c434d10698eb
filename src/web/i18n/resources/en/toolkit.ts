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
    label: 'Select',
    filter: 'Filter',
    noResults: 'No matches',
    done: 'Done',
    selected_one: '{{count}} selected',
    selected_other: '{{count}} selected',
  },
  toast: {
    region: 'Notifications',
  },
};
