import { useReducer, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SOLD_ELSEWHERE_SOURCES, type SoldElsewhereSource } from '../../../shared/constants';
import type { TicketListing } from '../../../shared/entities';
import { APP_NAME } from '../../app/brand';
import { Button } from '../../components/Button';
import { useToast } from '../toasts/useToast';
import { useMarkListingSoldMutation } from './listingsApi';
import { initialMarkSoldState, markSoldReducer, soldSource } from './markSoldMachine';

const SOURCE_LABELS: Record<SoldElsewhereSource, string> = {
  REDDIT: 'Reddit',
  INSTAGRAM: 'Instagram',
  TWITTER: 'Twitter',
  FRIEND: 'A friend',
  FACEBOOK: 'Facebook',
};

const WARNING = 'Are you sure you want to mark these tickets as sold? This action cannot be undone.';

/**
 * SPEC §2 mark-as-sold modal for one listing; the chosen source goes with the status change. Cancel on the first
 * question (or Escape, or a click outside) closes it; Cancel further on goes back to that question.
 *
 * Each step replaces the buttons that led to it, so each puts the focus somewhere itself (else it falls to the
 * dialog): the first place on the list, Cancel before an action that cannot be undone, and back on the question the
 * answer that was taken back.
 */
export function MarkAsSoldModal({ listing, onClose }: { listing: TicketListing | null; onClose: () => void }) {
  const [state, send] = useReducer(markSoldReducer, initialMarkSoldState);
  const [markSold, { isLoading }] = useMarkListingSoldMutation();
  const { showToast } = useToast();
  const source = soldSource(state);
  const [takenBack, setTakenBack] = useState<'fomo-confirm' | 'elsewhere-select' | null>(null);

  const goBack = () => {
    if (state.step !== 'initial') setTakenBack(state.step);
    send({ type: 'cancelled' });
  };

  const close = () => {
    send({ type: 'cancelled' });
    onClose();
  };

  const confirm = async () => {
    if (!listing || !source) return;
    try {
      await markSold({ listing, source }).unwrap();
      showToast({ type: 'success', title: 'Tickets marked as sold' });
    } catch {
      showToast({ type: 'error', title: 'Failed to mark tickets as sold' });
    }
    send({ type: 'confirmed' });
    onClose();
  };

  const confirmActions = (label: string, focusCancel = false) => (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button variant="ghost" autoFocus={focusCancel} onClick={goBack}>
        Cancel
      </Button>
      <Button variant="danger" disabled={!source} loading={isLoading} onClick={() => void confirm()}>
        {label}
      </Button>
    </DialogActions>
  );

  return (
    <Dialog open={listing !== null} onClose={close} aria-labelledby="mark-sold-title" fullWidth maxWidth="xs">
      <DialogTitle id="mark-sold-title" sx={{ fontWeight: 700 }}>
        Mark as Sold
      </DialogTitle>
      {state.step === 'initial' && (
        <>
          <DialogContent>
            <Typography sx={{ mb: 2 }}>We are glad you&apos;ve sold them! Where did you sell them?</Typography>
            <Stack spacing={1.5}>
              <Button autoFocus={takenBack === 'fomo-confirm'} onClick={() => send({ type: 'soldOnProductChosen' })}>
                Sold on {APP_NAME}
              </Button>
              <Button variant="outline" autoFocus={takenBack === 'elsewhere-select'} onClick={() => send({ type: 'soldElsewhereChosen' })}>
                Sold Elsewhere
              </Button>
            </Stack>
          </DialogContent>
          {/* The way out before anything is chosen: the seller may have opened it by mistake. */}
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
          </DialogActions>
        </>
      )}
      {state.step === 'fomo-confirm' && (
        <>
          <DialogContent>
            <Typography>{WARNING}</Typography>
          </DialogContent>
          {confirmActions('Confirm', true)}
        </>
      )}
      {state.step === 'elsewhere-select' && (
        <>
          <DialogContent>
            <RadioGroup
              aria-label="Where did you sell them?"
              value={state.source ?? ''}
              onChange={(event) => send({ type: 'sourcePicked', source: event.target.value as SoldElsewhereSource })}
            >
              {SOLD_ELSEWHERE_SOURCES.map((value, index) => (
                <FormControlLabel key={value} value={value} control={<Radio autoFocus={index === 0} />} label={SOURCE_LABELS[value]} />
              ))}
            </RadioGroup>
            <Typography sx={{ mt: 2 }}>{WARNING}</Typography>
          </DialogContent>
          {confirmActions('Submit')}
        </>
      )}
    </Dialog>
  );
}
