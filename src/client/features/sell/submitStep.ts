import type { Dispatch } from '@reduxjs/toolkit';
import { errorMessage, errorReference, isFetchBaseQueryError } from '../../api/errors';
import { stepCompleted, stepFailed, stepSubmitCancelled, stepSubmitStarted, type SellWizardValues } from './sellWizardSlice';

export const UNKNOWN_STEP_ERROR = 'An unknown error occurred';
export const STEP_ERROR = 'An error occurred';
export const STEP_CANCELLED = 'Cancelled.';

/**
 * SPEC §8 step submission errors: the server's message; 'An error occurred' when the server answered without
 * one; 'An unknown error occurred' when there was no answer to read (network, timeout, anything else).
 * A step with its own SPEC message passes it as `fallback`.
 */
export function stepErrorMessage(failure: unknown, fallback?: string): string {
  if (isFetchBaseQueryError(failure) && typeof failure.status === 'number') return errorMessage(failure, fallback ?? STEP_ERROR);
  return errorMessage(failure, fallback ?? UNKNOWN_STEP_ERROR);
}

/** A step's submit action: resolves with the values it adds, or throws to keep the seller on the step. */
export type StepSubmit = () => Promise<Partial<SellWizardValues> | void>;

export type StepResult = { ok: true } | { ok: false; cancelled: true } | { ok: false; cancelled?: undefined; error: string; details?: string };

/** What an aborted call rejects with: RTK Query's `abort()` of a mutation, or fetch's own AbortError. */
function isAbort(failure: unknown): boolean {
  return typeof failure === 'object' && failure !== null && (failure as { name?: unknown }).name === 'AbortError';
}

/**
 * Moves forward by running the step's submit action; an error keeps the step and becomes its message. A submit
 * the seller aborted keeps the step too, with `cancelled` as its notice instead of an error.
 */
export function submitStep(submit: StepSubmit, fallback?: string, cancelled = STEP_CANCELLED) {
  return async (dispatch: Dispatch): Promise<StepResult> => {
    dispatch(stepSubmitStarted());
    try {
      const values = await submit();
      dispatch(stepCompleted(values ?? {}));
      return { ok: true };
    } catch (failure) {
      if (isAbort(failure)) {
        dispatch(stepSubmitCancelled(cancelled));
        return { ok: false, cancelled: true };
      }
      const error = stepErrorMessage(failure, fallback);
      dispatch(stepFailed(error));
      return { ok: false, error, details: errorReference(failure) };
    }
  };
}
