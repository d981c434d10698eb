export const shell = {
  loading: 'Loading…',
  defaultTopic: 'New Chat',
  sidebar: {
    label: 'Sidebar',
    subtitle: 'Chat with every model you use, in one place.',
    chats: 'Chats',
    newChat: 'New chat',
    masks: 'Masks',
    settings: 'Settings',
    sync: { running: 'Syncing…', success: 'Synced {{time}}', failed: 'Sync failed: see Settings → Sync' },
    discovery: 'Discovery',
    resize: 'Resize sidebar',
    noChats: 'No chats yet',
    messageCount_one: '{{count, number}} message',
    messageCount_other: '{{count, number}} messages',
  },
  nav: {
    back: 'Back',
  },
  errorBoundary: {
    title: 'Oops, something went wrong',
    report: 'Report This Error',
    clearAll: 'Clear All Data',
    details: 'Error details',
  },
  storage: {
    skippedRecords_one: '{{count}} stored record could not be read and was skipped.',
    skippedRecords_other: '{{count}} stored records could not be read and were skipped.',
    unavailable: 'Local storage is unavailable: changes will not be kept after this page closes.',
    writeFailed: 'Saving failed: {{message}}',
  },
  serverConfig: {
    unreadable: 'The server’s settings could not be read, so its access rules and models are missing. Reload the page; if this keeps happening, tell the administrator.',
  },
};
