export const chat = {
  messageCount_one: '{{count}} message',
  messageCount_other: '{{count}} messages',
  inputLabel: 'Message',
  inputHint: '{{submitKey}} to send',
  inputHintShiftNewline: '{{submitKey}} to send, Shift + Enter to wrap, / to search prompts, : to use commands',
  send: 'Send',
  stop: 'Stop',
  typing: 'Typing…',
  roles: {
    user: 'You',
    assistant: 'Assistant',
    system: 'System',
    tool: 'Tool',
  },
  empty: 'Start the conversation: ask anything.',
  messages: 'Messages',
};
