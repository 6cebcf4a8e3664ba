import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import type { QueuedReport } from '../../../../shared/admin/reportQueue';
import { REPORT_RESOLUTIONS } from '../../../../shared/admin/reports';
import { resolveReportSchema, type ResolveReportValues } from '../../../../shared/schemas/moderationSchemas';
import { errorToast } from '../../../api/errors';
import { Button } from '../../../components/Button';
import { OwnItemWarning } from '../OwnItemWarning';
import { FormRadioGroup } from '../../../components/FormRadioGroup';
import { FormTextField } from '../../auth/FormTextField';
import { useToast } from '../../toasts/useToast';
import { useResolveReportMutation } from '../moderationApi';
import { RESOLVE_CHOICES } from './reportLabels';

const OPTIONS = REPORT_RESOLUTIONS.map((resolution) => ({ value: resolution, label: RESOLVE_CHOICES[resolution].label }));
const INITIAL = { resolution: '', note: '' } as unknown as ResolveReportValues;

/** Closes a report: dismiss it, hide its listing or suspend its seller, always with a note. */
export function ResolveReportDialog({ report, onClose }: { report: QueuedReport | null; onClose: () => void }) {
  const [resolve] = useResolveReportMutation();
  const { showToast } = useToast();

  const submit = async (values: ResolveReportValues) => {
    if (report === null) return;
    try {
      await resolve({ id: report.id, ...resolveReportSchema.cast(values) }).unwrap();
      showToast({ type: 'success', title: `Report #${report.id} is resolved` });
      onClose();
    } catch (error) {
      showToast(errorToast(error, 'The report could not be resolved. Please try again.'));
    }
  };

  return (
    <Dialog open={report !== null} onClose={onClose} aria-labelledby="resolve-report-title" fullWidth maxWidth="sm">
      <Formik initialValues={INITIAL} validationSchema={resolveReportSchema} onSubmit={submit}>
        {({ isSubmitting, values }) => (
          <Form noValidate>
            <DialogTitle id="resolve-report-title" sx={{ fontWeight: 700 }}>
              Resolve report #{report?.id}
            </DialogTitle>
            <DialogContent>
              <OwnItemWarning ownerId={report?.listing.seller?.id} what="listing" />
              <OwnItemWarning ownerId={report?.reporter?.id} what="report" />
              <FormRadioGroup name="resolution" label="How is it resolved?" options={OPTIONS} />
              <Typography role="status" variant="body2" sx={{ mb: 2, minHeight: '1.5em' }}>
                {values.resolution in RESOLVE_CHOICES ? RESOLVE_CHOICES[values.resolution].note : ''}
              </Typography>
              <FormTextField name="note" label="Note" multiline minRows={3} />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button variant="ghost" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" variant="danger" loading={isSubmitting}>
                Resolve report
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
