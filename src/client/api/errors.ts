import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { isErrorBody } from '../../shared/errors';

/** Every RTK Query error this client produces; the server's `{ error }` body arrives as `data`. */
export function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/** The message to show for a failed call: the server's `error`, else the SPEC §8 fallback given. */
export function errorMessage(error: unknown, fallback: string): string {
  return isFetchBaseQueryError(error) && isErrorBody(error.data) ? error.data.error : fallback;
}
