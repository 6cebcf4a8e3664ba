import { useDeferredValue, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { EDIT_LISTING_META, SELL_META, sellStepMeta } from '../../../shared/pageMeta';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useDocumentMeta } from '../../components/useDocumentMeta';
import { selectCurrentUser } from '../auth/authSlice';
import { sellingGate, useStartSelling, type SellTicketsState } from './sellingGate';
import { SellWizard } from './SellWizard';
import { layoutChanged, selectCurrentSellStep, selectSellSteps, selectSellWizard, sellWizardOpened } from './sellWizardSlice';
import { STEP_TITLES } from './sellWizardSteps';
import { usePreselectedEvent } from './usePreselectedEvent';
import { useSellLayout } from './useSellLayout';

function eventIdOf(search: URLSearchParams): number | undefined {
  const id = Number(search.get('eventId'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The tab names the create wizard's step once this visit's wizard is open (issue 42); the page's own title before. */
function useSellStepMeta(visit: string) {
  const wizard = useAppSelector(selectSellWizard);
  const steps = useAppSelector(selectSellSteps);
  const step = useAppSelector(selectCurrentSellStep);
  if (wizard.visit !== visit || wizard.mode !== 'create') return SELL_META;
  return sellStepMeta(STEP_TITLES[step], wizard.stepIndex + 1, steps.length);
}

/**
 * /sell-tickets: edit mode when the navigation state carries a listing, else the create wizard, for the
 * event the entry point chose. Arriving here directly still goes through the selling gate.
 */
export function SellTicketsPage() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const [search] = useSearchParams();
  const state = location.state as SellTicketsState | null;
  const listing = state?.ticketListing ?? null;
  const stepMeta = useSellStepMeta(location.key);
  useDocumentMeta(listing ? EDIT_LISTING_META : stepMeta);
  const target = { event: state?.event, eventId: eventIdOf(search), ticketListing: listing ?? undefined };
  const passed = sellingGate(useAppSelector(selectCurrentUser), target).kind === 'sell';
  const startSelling = useStartSelling();
  const layout = useSellLayout();
  const { concert, loading } = usePreselectedEvent(target.event, target.eventId, !passed || listing !== null);
  const openVisit = useAppSelector(selectSellWizard).visit;
  const ready = passed && !loading;

  useEffect(() => {
    if (!passed) startSelling(target);
    // Only a change of outcome matters; `target` is rebuilt every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [passed, startSelling]);

  useEffect(() => {
    if (!ready || openVisit === location.key) return;
    dispatch(sellWizardOpened({ visit: location.key, mode: listing ? 'edit' : 'create', layout, concert, listing }));
  }, [ready, openVisit, location.key, listing, layout, concert, dispatch]);

  useEffect(() => {
    dispatch(layoutChanged(layout));
  }, [layout, dispatch]);

  // The wizard's first render is the page's biggest piece of work: deferred, React draws it in slices that leave
  // the main thread free between them, rather than in the store update's one long task.
  const showWizard = useDeferredValue(ready && openVisit === location.key);
  return showWizard ? <SellWizard /> : null;
}
