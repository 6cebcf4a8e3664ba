import type { Dispatch } from '@reduxjs/toolkit';
import { errorMessage, errorReference, isFetchBaseQueryError } from '../../api/errors';
import { stepCompleted, stepFailed, stepSubmitStarted, type SellWizardValues } from './sellWizardSlice';

export const UNKNOWN_STEP_ERROR = 'An unknown error occurred';
export const STEP_ERROR = 'An error occurred';

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

export type StepResult = { ok: true } | { ok: false; error: string; details?: string };

/** Moves forward by running the step's submit action; an error keeps the step and becomes its message. */
export function submitStep(submit: StepSubmit, fallback?: string) {
  return async (dispatch: Dispatch): Promise<StepResult> => {
    dispatch(stepSubmitStarted());
    try {
      const values = await submit();
      dispatch(stepCompleted(values ?? {}));
      return { ok: true };
    } catch (failure) {
      const error = stepErrorMessage(failure, fallback);
      dispatch(stepFailed(error));
      return { ok: false, error, details: errorReference(failure) };
    }
  };
}
