import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectRehydrated } from '../../app/store';
import { hintDismissed, selectHintDismissed, type HintId } from './onboardingSlice';

/**
 * Whether to show a one-time hint, and how to dismiss it for good. Hidden until the persisted list is
 * back from storage, so a returning visitor never sees a dismissed hint flash.
 */
export function useOnboardingHint(id: HintId): { visible: boolean; dismiss: () => void } {
  const dispatch = useAppDispatch();
  const rehydrated = useAppSelector(selectRehydrated);
  const dismissed = useAppSelector((state) => selectHintDismissed(state, id));
  return { visible: rehydrated && !dismissed, dismiss: () => dispatch(hintDismissed(id)) };
}
