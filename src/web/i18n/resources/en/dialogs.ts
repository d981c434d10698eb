/** The strings of the dialogs and the controls that live in them (modal frame, password field,
 * full screen, selector, image viewer), loaded with the first dialog rather than the first screen. */
export const dialogs = {
  errorPage: {
    report: 'Report This Error',
    clearAll: 'Clear All Data',
    details: 'Error details',
  },
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
  imageViewer: {
    title: 'Image',
    download: 'Download',
    copy: 'Copy image',
    unavailable: 'The image is no longer stored.',
  },
  questions: {
    deleteChat: 'Delete the chat “{{topic}}”?',
    clearAllData: 'Are you sure you want to clear all data? A backup file of everything is downloaded first.',
  },
};
