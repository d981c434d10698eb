/** The strings of the chat's menu and its dialogs (edit, statistics, history summary), loaded with
 * the menu rather than with the first screen. */
export const sessionMenu = {
  editor: {
    title: 'Edit chat',
    topic: 'Topic',
    topicHint: 'Shown in the chat list. Leave empty for the default.',
    done: 'Done',
  },
  menu: {
    regenerateTitle: 'Regenerate title',
    clearContext: 'Clear context',
    revertClear: 'Revert cleared context',
    reset: 'Reset chat',
    stats: 'Statistics',
    summary: 'History summary',
  },
  title: {
    working: 'Asking the model for a title…',
    updated: 'New title: {{topic}}',
    empty: 'The model gave no title; the topic was kept.',
    failed: 'The title could not be generated: {{message}}',
  },
  reset: {
    confirm: 'Reset this chat? Its messages and its history summary are deleted; the preset context stays.',
    done: 'Chat reset',
  },
  stats: {
    usage: 'Tokens reported by the providers: {{input}} in, {{output}} out',
    cost: 'about {{cost}}',
    // A total above zero but under a cent: the sign reads as a comparison in every script.
    costBelow: '< {{cost}}',
    title: 'Statistics',
    messages: 'Messages',
    tokens: 'Estimated tokens',
    words: 'Words',
    characters: 'Characters',
    note: 'Counted over the messages of this chat, with the estimate the app uses to budget context.',
  },
  summary: {
    now: 'Summarize now',
    working: 'Summarizing the conversation…',
    updated: 'The history summary is updated.',
    empty: 'The model answered with no summary.',
    title: 'History summary',
    none: 'No summary yet. Once the messages since the last summary pass {{threshold}} estimated tokens, and “Send memory” is on, the model is asked to summarise them.',
    memoryOff: '“Send memory” is off for this chat: no summary is written or sent.',
    covers_one: 'Summarises the first message of this chat.',
    covers_other: 'Summarises the first {{count}} messages of this chat.',
    sent: 'Sent with each request as the memory of the conversation.',
    notSent: 'Not sent: the context was cleared after message {{clearIndex}}, beyond what the summary covers.',
  },
  json: {
    export: 'Export chat as JSON',
    import: 'Import chat from JSON',
    imported: 'Imported the chat “{{topic}}”',
  },
};
