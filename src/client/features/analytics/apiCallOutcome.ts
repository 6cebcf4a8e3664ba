import { isFulfilled, isRejected, type UnknownAction } from '@reduxjs/toolkit';
import { apiSlice } from '../../api/apiSlice';
import { isFetchBaseQueryError } from '../../api/errors';
import type { authApi } from '../auth/authApi';
import type { listingsApi } from '../listings/listingsApi';
import type { sellApi } from '../sell/sellApi';

/** The endpoints product analytics follows; type-only imports keep their modules out of the main bundle. */
export type TrackedEndpoint =
  | keyof (typeof authApi)['endpoints']
  | keyof (typeof listingsApi)['endpoints']
  | keyof (typeof sellApi)['endpoints'];

/** How one RTK Query call ended, as its fulfilled or rejected action tells it. */
export interface ApiCallOutcome {
  endpoint: TrackedEndpoint;
  ok: boolean;
  /** What the component passed to the call (the endpoint's argument type). */
  args: unknown;
  result: unknown;
  /** The HTTP status or RTK Query's error kind ('FETCH_ERROR', 'TIMEOUT_ERROR', …) of a failed call. */
  errorStatus: number | string | null;
}

interface ApiThunkMeta {
  arg?: { endpointName?: string; originalArgs?: unknown };
}

/**
 * Reads a settled call from its action by endpoint name. The endpoints' own `matchFulfilled` /
 * `matchRejected` would do the same, but importing them here would put the sell and listings code into
 * the store's (the landing page's) bundle.
 */
export function apiCallOutcome(action: UnknownAction): ApiCallOutcome | null {
  if (!action.type.startsWith(`${apiSlice.reducerPath}/`)) return null;
  const ok = isFulfilled(action);
  if (!ok && !isRejected(action)) return null;
  const arg = (action.meta as ApiThunkMeta).arg;
  if (typeof arg?.endpointName !== 'string') return null;
  const error = ok ? null : action.payload;
  return {
    endpoint: arg.endpointName as TrackedEndpoint,
    ok,
    args: arg.originalArgs,
    result: ok ? action.payload : null,
    errorStatus: ok ? null : isFetchBaseQueryError(error) ? error.status : 'UNKNOWN',
  };
}
