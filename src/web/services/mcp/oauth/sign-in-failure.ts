// Why a sign-in did not complete, as the few cases a person can act on, each with its sentence.

import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { OAuthError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import { ChatRequestError } from '../../../../core/providers/errors';
import { UnsafeOAuthUrlError } from './safe-url';

export type SignInFailure =
  | { reason: 'unsafeAddress'; field: string }
  | { reason: 'popupBlocked' }
  | { reason: 'denied' }
  | { reason: 'timedOut' }
  | { reason: 'noRegistration' }
  | { reason: 'refusedByServer' }
  | { reason: 'unreachable' }
  | { reason: 'failed' };

/** A failure the sign-in itself detected (the window, the answer, the wait). */
export class SignInError extends Error {
  constructor(readonly failure: SignInFailure) {
    super(`MCP sign-in failed: ${failure.reason}`);
    this.name = 'SignInError';
  }
}

/** The SDK's words when an authorization server offers no dynamic registration. */
const NO_REGISTRATION = /does not support dynamic client registration/;

export function signInFailureOf(error: unknown): SignInFailure {
  if (error instanceof SignInError) return error.failure;
  if (error instanceof UnsafeOAuthUrlError) return { reason: 'unsafeAddress', field: error.field };
  if (error instanceof Error && NO_REGISTRATION.test(error.message)) return { reason: 'noRegistration' };
  if (error instanceof OAuthError || error instanceof UnauthorizedError) return { reason: 'refusedByServer' };
  if (error instanceof ChatRequestError || error instanceof TypeError) return { reason: 'unreachable' };
  return { reason: 'failed' };
}
