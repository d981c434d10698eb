/** The words the input's actions are drawn with (knowledge, several models, web search, dictation):
 * on the first screen, so that drawing the row fetches no other table. What the actions open has its
 * words in its own namespace. */
export const inputActions = {
  knowledge: {
    action: 'Knowledge',
    actionOn: 'Knowledge ({{count}})',
  },
  compare: {
    action: 'Ask several models',
    typeFirst: 'Type a question first, then ask several models',
  },
  webSearch: {
    toggle: {
      on: 'Web search: on',
      off: 'Web search: off',
      notSetUp: 'Web search is not set up: choose a search service in Settings',
    },
    by: {
      label: 'The model’s own search',
      app: 'Searched by the app',
      model: 'Searched by {{model}} itself',
      onlyModel: 'No search service is set up: {{model}} searches itself',
    },
  },
  dictate: {
    dictate: 'Dictate',
    listening: 'Listening…',
    transcribing: 'Writing down what you said…',
    level: 'Microphone level',
  },
};
