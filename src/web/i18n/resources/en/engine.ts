/** Messages of the chat engine itself (the provider error catalogue is in errors). */
export const engine = {
  toolRoundsExceeded: 'Stopped: the model kept calling tools after {{rounds}} rounds.',
};
