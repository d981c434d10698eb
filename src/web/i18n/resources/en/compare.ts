/** Several models asked one question at once: the list to choose them from and their answers side
 * by side (the input's action is drawn with inputActions). Loaded with a reply's strings. */
export const compare = {
  pickTitle: 'Ask several models',
  pickNote: 'Choose two to four models. Each answers your question, and the answers show side by side.',
  filter: 'Filter models',
  models: 'Models',
  /** How many models are chosen, of the most that can be. */
  chosen: 'Chosen: {{count}} of {{max}}',
  ask: 'Ask the chosen models',
  cancel: 'Cancel',
  /** The answers side by side (columns, or tabs on a phone). */
  answers: 'Answers of several models',
  choose: 'Choose this answer',
  waiting: 'Waiting for the first words…',
  firstToken: 'First words after {{time}}',
  rate: '{{rate}} tokens per second',
  rateEstimated: 'about {{rate}} tokens per second',
  cost: 'Cost {{cost}}',
  costUnknown: 'Cost unknown',
};
