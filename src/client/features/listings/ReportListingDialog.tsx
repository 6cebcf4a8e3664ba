import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, Formik } from 'formik';
import { REPORT_REASON_LABELS, REPORT_REASONS } from '../../../shared/admin/reports';
import type { TicketListing } from '../../../shared/entities';
import { MAX_REPORT_DETAILS } from '../../../shared/listingReports';
import { reportListingSchema, type ReportListingValues } from '../../../shared/schemas/moderationSchemas';
import { errorMessage } from '../../api/errors';
import { Button } from '../../components/Button';
import { FormRadioGroup } from '../../components/FormRadioGroup';
import { FormTextField } from '../auth/FormTextField';
import { useToast } from '../toasts/useToast';
import { useReportListingMutation } from './reportListingApi';

export const REPORT_SENT = 'Thank you: our team will look at this listing';
const REPORT_FAILED = 'The report could not be sent. Please try again.';

const REASON_OPTIONS = REPORT_REASONS.map((reason) => ({ value: reason, label: REPORT_REASON_LABELS[reason] }));

/** "Report listing": why, and optionally what happened, sent to the marketplace's operators. */
export function ReportListingDialog({ listing, onClose }: { listing: TicketListing; onClose: () => void }) {
  const titleId = useId();
  const { showToast } = useToast();
  const [report] = useReportListingMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const initialValues = { reason: '', details: '' } as unknown as ReportListingValues;

  const submit = async (values: ReportListingValues) => {
    setFailure(null);
    try {
      await report({ listingId: listing.ticketListingId, ...reportListingSchema.cast(values) }).unwrap();
      showToast({ type: 'success', title: REPORT_SENT });
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, REPORT_FAILED));
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Report listing
      </DialogTitle>
      <Formik initialValues={initialValues} validationSchema={reportListingSchema} validateOnChange={false} validateOnBlur={false} onSubmit={submit}>
        {({ isSubmitting, values }) => (
          <Form noValidate aria-label="Report listing">
            <DialogContent sx={{ pt: 0 }}>
              <DialogContentText sx={{ mb: 2 }}>
                {listing.quantity} × {listing.verifiedSeat} for {listing.concert.concertName}. The seller is not told who reported it.
              </DialogContentText>
              <FormRadioGroup name="reason" label="What is wrong?" options={REASON_OPTIONS} />
              <FormTextField
                name="details"
                label="What happened (optional)"
                multiline
                minRows={3}
                maxRows={10}
              />
              <DialogContentText variant="body2" sx={{ mt: 0.5, textAlign: 'right' }}>
                {values.details.length.toLocaleString('en-IN')} / {MAX_REPORT_DETAILS.toLocaleString('en-IN')}
              </DialogContentText>
              {failure && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {failure}
                </Alert>
              )}
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button variant="ghost" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" variant="danger" loading={isSubmitting}>
                Send report
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
