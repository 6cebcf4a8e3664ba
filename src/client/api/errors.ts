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

/** What a user can quote to support so the failure can be found in the server's logs. */
export function errorReference(error: unknown): string | undefined {
  const id = requestIdOf(error);
  return id === undefined ? undefined : `Reference: ${id}`;
}

/** An error toast for a failed call: the server's message (else `fallback`) and the reference in its details. */
export function errorToast(error: unknown, fallback: string): ToastInput {
  return { type: 'error', title: errorMessage(error, fallback), details: errorReference(error) };
}
