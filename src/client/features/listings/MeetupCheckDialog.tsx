import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Form, Formik } from 'formik';
import type { TicketListing } from '../../../shared/entities';
import { meetupCheckSchema, type MeetupCheckValues } from '../../../shared/schemas/meetupCheckSchemas';
import { errorMessage } from '../../api/errors';
import { Button } from '../../components/Button';
import { FormTextField } from '../auth/FormTextField';
import { FeedbackDialog } from '../feedback/FeedbackDialog';
import { useProvider } from '../providers/useProvider';
import { bookingIdHelp } from './bookingIdHelp';
import { CloseIcon } from './icons';
import { useCheckMeetupBookingMutation } from './listingsApi';
import { CHECK_FAILED, MATCH_TITLE, MEETUP_CHECK_TITLE, MISMATCH_TITLE } from './meetupCheckTexts';

const answerSx = (ok: boolean) => ({
  mt: 2,
  p: 2,
  borderRadius: 2,
  border: 2,
  // Dark text on a pale tint: well over the 4.5:1 WCAG AA asks for, in sunlight too.
  borderColor: ok ? '#2E7D32' : '#C62828',
  bgcolor: ok ? '#E8F5E9' : '#FFEBEE',
  color: ok ? '#1B5E20' : '#B71C1C',
  '& h3': { m: 0, fontSize: '1.375rem', lineHeight: 1.25, fontWeight: 800 },
  '& p': { m: 0, mt: 1, fontSize: '1.0625rem', color: 'text.primary' },
});

/**
 * The buyer, face to face with the seller, types the booking id off the ticket they are shown and learns whether
 * it is the booking that proved the listing. Made for a phone in a car park: full screen, large text, one field,
 * and the answer read out once (the status region; no toast).
 */
export function MeetupCheckDialog({ listing, onClose }: { listing: TicketListing | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width:599.95px)');
  const titleId = useId();
  if (!listing) return null;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} sx={{ fontWeight: 800, fontSize: '1.5rem', lineHeight: 1.25, pr: 7 }}>
        {MEETUP_CHECK_TITLE}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 10 }}>
        <CloseIcon />
      </IconButton>
      {/* Inside the dialog, so closing it forgets what was typed and the answer. */}
      <MeetupCheck listing={listing} />
    </Dialog>
  );
}

function MeetupCheck({ listing }: { listing: TicketListing }) {
  const [check] = useCheckMeetupBookingMutation();
  const [answer, setAnswer] = useState<boolean | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [reporting, setReporting] = useState(false);
  // Until the providers load, or should they fail to, a hint true of every provider: the check works either way.
  const guide = bookingIdHelp(useProvider(listing.concert.expectedDkimDomain));

  const submit = async (values: MeetupCheckValues) => {
    // Cleared first, so the same answer twice is still announced as a new one.
    setAnswer(null);
    setFailure(null);
    try {
      setAnswer((await check({ listing, bookingId: meetupCheckSchema.cast(values).bookingId }).unwrap()).match);
    } catch (error) {
      setFailure(errorMessage(error, CHECK_FAILED));
    }
  };

  return (
    <DialogContent sx={{ pt: 0, fontSize: '1.0625rem', '& p': { m: 0 } }}>
      <p>
        Ask the seller to show you the ticket for {listing.concert.concertName}. Type the <strong>{guide.label}</strong> you see on it.
      </p>
      <Box component="p" sx={{ mt: 1, color: 'text.primary' }}>
        <strong>Where it is:</strong> {guide.where}
      </Box>
      <Formik initialValues={{ bookingId: '' }} validationSchema={meetupCheckSchema} validateOnChange={false} validateOnBlur={false} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Check the booking id">
            <Box sx={{ mt: 2, '& input': { fontSize: '1.375rem', letterSpacing: '0.04em' }, '& label': { fontSize: '1.0625rem' } }}>
              <FormTextField
                name="bookingId"
                label={`${guide.label} on the seller's ticket`}
                autoComplete="off"
                inputProps={{ autoCapitalize: 'characters', spellCheck: false, autoCorrect: 'off', enterKeyHint: 'go' }}
              />
            </Box>
            <Button type="submit" size="xlarge" fullWidth loading={isSubmitting} sx={{ mt: 1.5 }}>
              Check
            </Button>
          </Form>
        )}
      </Formik>
      <div role="status">
        {answer === true && (
          <Box sx={answerSx(true)}>
            <h3>{MATCH_TITLE}</h3>
            <p>It is the booking that proved this listing. Have the seller transfer the tickets to you in {guide.app}, then pay.</p>
          </Box>
        )}
        {answer === false && (
          <Box sx={answerSx(false)}>
            <h3>{MISMATCH_TITLE}</h3>
            <p>Check you typed it right. If it still does not match, this ticket is not the one we checked: walk away and tell us.</p>
          </Box>
        )}
      </div>
      {answer === false && (
        <Button variant="danger" fullWidth size="xlarge" sx={{ mt: 1.5 }} onClick={() => setReporting(true)}>
          Tell us about it
        </Button>
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 2, fontSize: '1rem' }}>
          {failure}
        </Alert>
      )}
      <FeedbackDialog kind="FEEDBACK" open={reporting} onClose={() => setReporting(false)} />
    </DialogContent>
  );
}
