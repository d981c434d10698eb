// What a failed transcription, read aloud or other voice request means to the user, by its HTTP
// status: apart from the requests themselves, so that telling a failure needs none of their code.

export type TranscriptionFailure = 'auth' | 'busy' | 'failed';

const HTTP_UNAUTHORIZED = 401;
const HTTP_FORBIDDEN = 403;
const HTTP_TOO_MANY = 429;

/** The failure an error status stands for. */
export function failureOfStatus(status: number): TranscriptionFailure {
  if (status === HTTP_UNAUTHORIZED || status === HTTP_FORBIDDEN) return 'auth';
  return status === HTTP_TOO_MANY ? 'busy' : 'failed';
}
