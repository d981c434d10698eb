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
  imageViewer: {
    title: 'Image',
    open: 'View image {{index}} full size',
    download: 'Download',
    copy: 'Copy image',
    unavailable: 'The image is no longer stored.',
  },
};
