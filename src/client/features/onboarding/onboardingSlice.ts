import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The one-time hints the client shows; an id, once dismissed, is never shown again on this browser. */
export const HINTS = {
  homeWelcome: 'home-welcome',
  sellDesktopSite: 'sell-desktop-site',
} as const;

export type HintId = (typeof HINTS)[keyof typeof HINTS];

/** SPEC §3 onboarding-completed list: the hints dismissed so far. It only grows, and it is persisted. */
export interface OnboardingState {
  completed: HintId[];
}

const initialState: OnboardingState = { completed: [] };

export const onboardingSlice = createSlice({
  name: 'onboarding',
  initialState,
  reducers: {
    hintDismissed(state, action: PayloadAction<HintId>) {
      if (!state.completed.includes(action.payload)) state.completed.push(action.payload);
    },
  },
  selectors: {
    selectHintDismissed: (state, id: HintId) => state.completed.includes(id),
  },
});

export const { hintDismissed } = onboardingSlice.actions;
export const { selectHintDismissed } = onboardingSlice.selectors;
