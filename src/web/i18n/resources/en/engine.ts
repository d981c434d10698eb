/** Messages of the chat engine itself (the provider error catalogue is in errors). */
export const engine = {
  toolRoundsExceeded: 'Stopped: the model kept calling tools after {{rounds}} rounds.',
  requestWorkerStopped: 'The connection to the model was lost inside the app. Send the message again.',
  /** Said by the screen reader's polite live region: when a reply starts, and once it has finished. */
  replying: '{{model}} is answering…',
  replied: '{{model}} answered: {{text}}',
  workerStopped: 'A background part of the app stopped. Try again.',
  workerTimedOut: 'A background part of the app did not answer in time. Try again.',
};
