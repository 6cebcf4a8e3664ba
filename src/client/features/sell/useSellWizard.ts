import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  selectCanGoBack,
  selectCurrentSellStep,
  selectSellSteps,
  selectSellWizard,
  stepWentBack,
} from './sellWizardSlice';
import { submitStep, type StepSubmit } from './submitStep';

/** The wizard as a step sees it: where it is, what was collected, and the two ways to move. */
export function useSellWizard() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectSellWizard);
  const steps = useAppSelector(selectSellSteps);
  const step = useAppSelector(selectCurrentSellStep);
  const canGoBack = useAppSelector(selectCanGoBack);

  const advance = useCallback(
    (submit: StepSubmit, fallback?: string, cancelled?: string) => dispatch(submitStep(submit, fallback, cancelled)),
    [dispatch],
  );

  /** Moves back, running the step's back action first; the first step and the details step stay put. */
  const goBack = useCallback(
    (backAction?: () => void) => {
      if (!canGoBack) return;
      backAction?.();
      dispatch(stepWentBack());
    },
    [canGoBack, dispatch],
  );

  return { ...state, steps, step, canGoBack, advance, goBack };
}
