import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { isErrorBody } from '../../shared/errors';
import type { ToastInput } from '../features/toasts/toastsSlice';

/** Every RTK Query error this client produces; the server's `{ error }` body arrives as `data`. */
export function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/** The message to show for a failed call: the server's `error`, else the SPEC §8 fallback given. */
export function errorMessage(error: unknown, fallback: string): string {
  return isFetchBaseQueryError(error) && isErrorBody(error.data) ? error.data.error : fallback;
}

/** The X-Request-Id the server answered a failed call with (see api/httpRequest.ts), if it answered. */
export function requestIdOf(error: unknown): string | undefined {
  if (!isFetchBaseQueryError(error) || !('requestId' in error)) return undefined;
  return typeof error.requestId === 'string' ? error.requestId : undefined;
}

/**
 * A failure support may need to look up: the server's fault (5xx) or the way there (no answer, or one that could
 * not be read). A 4xx says what the user can change itself, so its reference would only be noise.
 */
function worthAReference(error: FetchBaseQueryError): boolean {
  if (typeof error.status === 'number') return error.status >= 500;
  return error.status !== 'CUSTOM_ERROR';
}

/** What a user can quote to support so a 5xx or network failure can be found in the server's logs. */
export function errorReference(error: unknown): string | undefined {
  const id = requestIdOf(error);
  if (id === undefined || !isFetchBaseQueryError(error) || !worthAReference(error)) return undefined;
  return `Reference: ${id}`;
}

/** An error toast for a failed call: the server's message (else `fallback`) and, on a 5xx or network failure, the reference. */
export function errorToast(error: unknown, fallback: string): ToastInput {
  return { type: 'error', title: errorMessage(error, fallback), details: errorReference(error) };
}
