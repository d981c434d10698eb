// One line per failed upstream call: where, the status if there was one, and why. Never a URL
// (Baidu's carries a token), a key, a code, or a stack trace: a dropped connection is an expected
// event on a server that talks to the internet, not a bug.

/** The short name of what went wrong: a socket code (ECONNRESET), else the error's name. */
export function causeOf(error: unknown): string {
  const withCause = error as { cause?: { code?: unknown }; code?: unknown; name?: unknown };
  const code = withCause?.cause?.code ?? withCause?.code;
  if (typeof code === 'string' && /^[A-Z0-9_]+$/.test(code)) return code;
  return typeof withCause?.name === 'string' ? withCause.name : 'Error';
}

export function logUpstreamFailure(label: string, status: number | undefined, reason: string): void {
  console.error(`[proxy] ${label}: ${status === undefined ? '-' : status} ${reason}`);
}
