import { toastDismissed, toastShown, toastsSlice, type ToastsState } from './toastsSlice';

const reduce = (state: ToastsState | undefined, action: Parameters<typeof toastsSlice.reducer>[1]) =>
  toastsSlice.reducer(state, action);

describe('toasts slice', () => {
  it('fills defaults: an id, 5000 ms and the bottom-center position', () => {
    const state = reduce(undefined, toastShown({ type: 'success', title: 'Saved' }));
    expect(state.items[0]).toEqual({
      id: expect.any(String),
      type: 'success',
      title: 'Saved',
      duration: 5000,
      position: 'bottom-center',
    });
  });

  it('keeps the newest five, newest first', () => {
    let state: ToastsState | undefined;
    for (let n = 1; n <= 7; n += 1) state = reduce(state, toastShown({ type: 'info', title: `Toast ${n}` }));
    expect(state?.items.map((toast) => toast.title)).toEqual(['Toast 7', 'Toast 6', 'Toast 5', 'Toast 4', 'Toast 3']);
  });

  it('keeps a given duration, including 0 for a toast that stays', () => {
    const state = reduce(undefined, toastShown({ type: 'warning', title: 'Stays', duration: 0, position: 'top-right' }));
    expect(state.items[0]).toMatchObject({ duration: 0, position: 'top-right' });
  });

  it('removes a dismissed toast', () => {
    const shown = reduce(undefined, toastShown({ id: 't1', type: 'error', title: 'Oops' }));
    expect(reduce(shown, toastDismissed('t1')).items).toEqual([]);
  });
});
