import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Concert, TicketListing } from '../../../shared/entities';
import type { VerificationStage } from '../../../shared/verification';
import { stepsFor, type SellLayout, type SellMode, type SellStepKey } from './sellWizardSteps';

/** Where the server is in checking a forwarded e-mail (GET /verification-status). */
export type { VerificationStage };

/** What the steps collect; the listing is the one verification created, merged in by that step. */
export interface SellWizardValues {
  concert: Concert | null;
  senderEmail: string;
  sameAsRegistered: boolean;
  termsAccepted: boolean;
  listing: TicketListing | null;
}

export interface SellWizardState {
  /** The visit of /sell-tickets (its location key) this wizard belongs to; a new visit starts afresh. */
  visit: string | null;
  mode: SellMode;
  layout: SellLayout;
  stepIndex: number;
  values: SellWizardValues;
  /** The current step's submission error, shown until it is submitted again or left. */
  error: string | null;
  /** News about the current step that is no error (a verification the seller cancelled, shown by VerifyControls), kept as long. */
  notice: string | null;
  submitting: boolean;
  /** The server's live verification stage while the verification call runs. */
  stage: VerificationStage | null;
  /**
   * When (Date.now()) the seller was shown where to forward the e-mail, or last told why a try failed: the
   * server counts only mail received since then, so an earlier try's e-mail never answers this one.
   */
  forwardingSince: number | null;
}

const emptyValues: SellWizardValues = {
  concert: null,
  senderEmail: '',
  sameAsRegistered: false,
  termsAccepted: false,
  listing: null,
};

export const initialSellWizardState: SellWizardState = {
  visit: null,
  mode: 'create',
  layout: 'desktop',
  stepIndex: 0,
  values: emptyValues,
  error: null,
  notice: null,
  submitting: false,
  stage: null,
  forwardingSince: null,
};

export interface SellWizardOpening {
  visit: string;
  mode: SellMode;
  layout: SellLayout;
  concert?: Concert | null;
  listing?: TicketListing | null;
}

const stepsOf = (state: SellWizardState) => stepsFor(state.mode, state.layout);
const currentStep = (state: SellWizardState): SellStepKey => stepsOf(state)[state.stepIndex];
const FORWARDING_STEPS: readonly SellStepKey[] = ['verify', 'forwardPart1', 'forwardPart2'];
/** The moment an action happened, carried with it: reducers stay pure. */
const stamped = <P>(payload: P) => ({ payload, meta: { at: Date.now() } });

export const sellWizardSlice = createSlice({
  name: 'sellWizard',
  initialState: initialSellWizardState,
  reducers: {
    sellWizardOpened(_state, { payload }: PayloadAction<SellWizardOpening>) {
      const { visit, mode, layout, concert = null, listing = null } = payload;
      return { ...initialSellWizardState, visit, mode, layout, values: { ...emptyValues, concert, listing } };
    },
    layoutChanged(state, { payload }: PayloadAction<SellLayout>) {
      if (state.layout === payload) return;
      const key = currentStep(state);
      state.layout = payload;
      const steps = stepsOf(state);
      const same = steps.indexOf(key);
      // The two mobile instruction steps fold into the one desktop step, and back into the first of them.
      state.stepIndex = same >= 0 ? same : steps.findIndex((step) => step !== 'event' && step !== 'details');
    },
    stepSubmitStarted(state) {
      state.submitting = true;
      state.error = null;
      state.notice = null;
      state.stage = null;
    },
    /** The seller stopped the submission: the step stays, with no error, and `notice` says what happened. */
    stepSubmitCancelled(state, { payload }: PayloadAction<string>) {
      state.submitting = false;
      state.stage = null;
      state.notice = payload;
    },
    stepCompleted: {
      reducer(state, { payload, meta }: PayloadAction<Partial<SellWizardValues>, string, { at: number }>) {
        const left = currentStep(state);
        state.values = { ...state.values, ...payload };
        state.submitting = false;
        state.stage = null;
        state.stepIndex = Math.min(state.stepIndex + 1, stepsOf(state).length - 1);
        if (!FORWARDING_STEPS.includes(left) && FORWARDING_STEPS.includes(currentStep(state))) state.forwardingSince = meta.at;
      },
      prepare: (values: Partial<SellWizardValues>) => stamped(values),
    },
    stepFailed: {
      reducer(state, { payload, meta }: PayloadAction<string, string, { at: number }>) {
        state.error = payload;
        state.submitting = false;
        state.stage = null;
        // The seller now forwards again; what came before belongs to the try that just failed.
        if (FORWARDING_STEPS.includes(currentStep(state))) state.forwardingSince = meta.at;
      },
      prepare: (error: string) => stamped(error),
    },
    verificationStageReported(state, { payload }: PayloadAction<VerificationStage>) {
      if (state.submitting) state.stage = payload;
    },
    stepWentBack(state) {
      if (state.submitting || state.stepIndex === 0 || currentStep(state) === 'details') return;
      state.stepIndex -= 1;
      state.error = null;
      state.notice = null;
    },
  },
  selectors: {
    selectSellWizard: (state) => state,
    selectSellSteps: stepsOf,
    selectCurrentSellStep: currentStep,
    selectCanGoBack: (state) => !state.submitting && state.stepIndex > 0 && currentStep(state) !== 'details',
  },
});

export const {
  sellWizardOpened,
  layoutChanged,
  stepSubmitStarted,
  stepSubmitCancelled,
  stepCompleted,
  stepFailed,
  verificationStageReported,
  stepWentBack,
} = sellWizardSlice.actions;
export const { selectSellWizard, selectSellSteps, selectCurrentSellStep, selectCanGoBack } = sellWizardSlice.selectors;
