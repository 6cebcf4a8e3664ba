import { initialMarkSoldState, markSoldReducer, soldSource, type MarkSoldEvent, type MarkSoldState } from './markSoldMachine';

const run = (...events: MarkSoldEvent[]): MarkSoldState => events.reduce(markSoldReducer, initialMarkSoldState);

describe('markSoldReducer', () => {
  it('goes from initial to fomo-confirm, which sends PLATFORM', () => {
    const state = run({ type: 'soldOnProductChosen' });
    expect(state).toEqual({ step: 'fomo-confirm' });
    expect(soldSource(state)).toBe('PLATFORM');
  });

  it('goes from initial to elsewhere-select with nothing chosen, then keeps the one chosen', () => {
    expect(soldSource(run({ type: 'soldElsewhereChosen' }))).toBeNull();
    const state = run(
      { type: 'soldElsewhereChosen' },
      { type: 'sourcePicked', source: 'REDDIT' },
      { type: 'sourcePicked', source: 'FRIEND' },
    );
    expect(state).toEqual({ step: 'elsewhere-select', source: 'FRIEND' });
  });

  it('returns to initial on Cancel and on Confirm', () => {
    expect(run({ type: 'soldOnProductChosen' }, { type: 'cancelled' })).toEqual(initialMarkSoldState);
    expect(run({ type: 'soldElsewhereChosen' }, { type: 'cancelled' })).toEqual(initialMarkSoldState);
    expect(run({ type: 'soldOnProductChosen' }, { type: 'confirmed' })).toEqual(initialMarkSoldState);
  });

  it('ignores events that do not belong to the current step', () => {
    expect(run({ type: 'sourcePicked', source: 'REDDIT' })).toEqual(initialMarkSoldState);
    expect(run({ type: 'soldOnProductChosen' }, { type: 'soldElsewhereChosen' })).toEqual({ step: 'fomo-confirm' });
  });
});
