import type { SoldElsewhereSource } from '../../../shared/constants';

/** SPEC §4 mark-as-sold modal: initial, then fomo-confirm or elsewhere-select. */
export type MarkSoldState =
  | { step: 'initial' }
  | { step: 'fomo-confirm' }
  | { step: 'elsewhere-select'; source: SoldElsewhereSource | null };

export type MarkSoldEvent =
  | { type: 'soldOnProductChosen' }
  | { type: 'soldElsewhereChosen' }
  | { type: 'sourcePicked'; source: SoldElsewhereSource }
  | { type: 'cancelled' }
  | { type: 'confirmed' };

export const initialMarkSoldState: MarkSoldState = { step: 'initial' };

export function markSoldReducer(state: MarkSoldState, event: MarkSoldEvent): MarkSoldState {
  switch (event.type) {
    case 'soldOnProductChosen':
      return state.step === 'initial' ? { step: 'fomo-confirm' } : state;
    case 'soldElsewhereChosen':
      return state.step === 'initial' ? { step: 'elsewhere-select', source: null } : state;
    case 'sourcePicked':
      return state.step === 'elsewhere-select' ? { ...state, source: event.source } : state;
    case 'cancelled':
    case 'confirmed':
      return initialMarkSoldState;
  }
}

/** The source a confirmation sends, or null while the seller has not said where. */
export function soldSource(state: MarkSoldState): SoldElsewhereSource | 'PLATFORM' | null {
  if (state.step === 'fomo-confirm') return 'PLATFORM';
  if (state.step === 'elsewhere-select') return state.source;
  return null;
}
