import { makeStore } from '../../app/store';
import { aConcert } from '../events/test/concertFixtures';
import { aListing } from '../listings/test/listingFixtures';
import {
  layoutChanged,
  selectCanGoBack,
  selectCurrentSellStep,
  selectSellWizard,
  sellWizardOpened,
  stepWentBack,
} from './sellWizardSlice';
import type { SellLayout } from './sellWizardSteps';
import { submitStep, type StepSubmit } from './submitStep';

function openWizard(layout: SellLayout = 'desktop') {
  const store = makeStore();
  store.dispatch(sellWizardOpened({ visit: 'v1', mode: 'create', layout }));
  const step = () => selectCurrentSellStep(store.getState());
  const wizard = () => selectSellWizard(store.getState());
  const forward = (submit: StepSubmit = async () => undefined) => store.dispatch(submitStep(submit));
  return { store, step, wizard, forward };
}

describe('sellWizard slice', () => {
  it('moves forward by running the step’s submit action and merging what it returns', async () => {
    const { step, wizard, forward } = openWizard();
    const concert = aConcert();
    const submit = jest.fn(async () => ({ concert, senderEmail: 'asha@example.in' }));
    expect(await forward(submit)).toEqual({ ok: true });
    expect(submit).toHaveBeenCalledTimes(1);
    expect(step()).toBe('verify');
    expect(wizard().values).toMatchObject({ concert, senderEmail: 'asha@example.in' });
  });

  it.each([
    ['the server’s reason', { status: 422, data: { error: 'This booking is already listed' } }, 'This booking is already listed'],
    ['a reply without one', { status: 500, data: null }, 'An error occurred'],
    ['no reply at all', { status: 'TIMEOUT_ERROR', error: 'timed out' }, 'An unknown error occurred'],
  ])('keeps the step on an error and shows %s', async (_case, failure, message) => {
    const { step, wizard, forward } = openWizard();
    await forward();
    const result = await forward(() => Promise.reject(failure));
    expect(result).toEqual({ ok: false, error: message });
    expect(step()).toBe('verify');
    expect(wizard()).toMatchObject({ error: message, submitting: false });
  });

  it('keeps the step on a cancelled submit, with its notice and no error, until the next submit', async () => {
    const { step, wizard, store } = openWizard();
    await store.dispatch(submitStep(async () => undefined));
    const aborted = { name: 'AbortError', message: 'Aborted' };
    expect(await store.dispatch(submitStep(() => Promise.reject(aborted), undefined, 'Verification cancelled.'))).toEqual({
      ok: false,
      cancelled: true,
    });
    expect(step()).toBe('verify');
    expect(wizard()).toMatchObject({ error: null, notice: 'Verification cancelled.', submitting: false, stage: null });
    await store.dispatch(submitStep(() => Promise.reject({ status: 404, data: { error: 'Not yet' } })));
    expect(wizard()).toMatchObject({ error: 'Not yet', notice: null });
  });

  it('goes back except from the first step and the details step', async () => {
    const { store, step, wizard, forward } = openWizard();
    store.dispatch(stepWentBack());
    expect(step()).toBe('event');
    await forward();
    await forward(() => Promise.reject({ status: 400, data: { error: 'No e-mail yet' } }));
    store.dispatch(stepWentBack());
    expect(step()).toBe('event');
    expect(wizard().error).toBeNull();
    await forward();
    await forward(async () => ({ listing: aListing() }));
    expect(step()).toBe('details');
    expect(selectCanGoBack(store.getState())).toBe(false);
    store.dispatch(stepWentBack());
    expect(step()).toBe('details');
  });

  it('keeps the seller on the same instructions when the layout changes', async () => {
    const { store, step, forward } = openWizard('mobile');
    await forward();
    await forward();
    expect(step()).toBe('forwardPart2');
    store.dispatch(layoutChanged('desktop'));
    expect(step()).toBe('verify');
    store.dispatch(layoutChanged('mobile'));
    expect(step()).toBe('forwardPart1');
  });

  describe('when the seller reached the forwarding step (forwardingSince)', () => {
    const at = (time: number) => jest.spyOn(Date, 'now').mockReturnValue(time);
    afterEach(() => jest.restoreAllMocks());

    it.each(['desktop', 'mobile'] as const)('is the moment the instructions show (%s), kept as the seller moves through them', async (layout) => {
      const { step, wizard, forward } = openWizard(layout);
      expect(wizard().forwardingSince).toBeNull();
      at(1_000);
      await forward(async () => ({ concert: aConcert() }));
      expect(wizard().forwardingSince).toBe(1_000);
      if (layout === 'mobile') {
        at(5_000);
        await forward();
        expect(step()).toBe('forwardPart2');
        expect(wizard().forwardingSince).toBe(1_000);
      }
    });

    it('moves to the moment a try fails (the seller forwards again after reading why), and not when it is cancelled', async () => {
      const { wizard, forward } = openWizard();
      at(1_000);
      await forward(async () => ({ concert: aConcert() }));
      at(2_000);
      await forward(() => Promise.reject(new DOMException('Aborted', 'AbortError')));
      expect(wizard().forwardingSince).toBe(1_000);
      at(3_000);
      await forward(() => Promise.reject({ status: 403, data: { error: 'We could not confirm that this e-mail was forwarded from you.' } }));
      expect(wizard().forwardingSince).toBe(3_000);
    });
  });
});
