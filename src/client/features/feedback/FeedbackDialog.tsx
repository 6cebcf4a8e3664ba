import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { Form, Formik } from 'formik';
import { useLocation } from 'react-router';
import { feedbackSchema, MAX_FEEDBACK_PAGE, type FeedbackKind, type FeedbackValues } from '../../../shared/schemas/feedbackSchemas';
import { errorMessage, errorReference } from '../../api/errors';
import { mailtoHref } from '../../app/navigation';
import { Button } from '../../components/Button';
import { FormTextField } from '../auth/FormTextField';
import { useToast } from '../toasts/useToast';
import { useSendFeedbackMutation } from './feedbackApi';
import { FEEDBACK_FORMS, SEND_FAILED, SUPPORT_EMAIL } from './feedbackForms';

interface FeedbackDialogProps {
  kind: FeedbackKind;
  open: boolean;
  onClose: () => void;
}

/** 'Suggest Events' or 'Feedback': one text, sent with the page it was written on. */
export function FeedbackDialog({ kind, open, onClose }: FeedbackDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {FEEDBACK_FORMS[kind].title}
      </DialogTitle>
      {/* Inside the dialog, so closing it forgets the text and any failure. */}
      <FeedbackForm kind={kind} onSent={onClose} onCancel={onClose} />
    </Dialog>
  );
}

function FeedbackForm({ kind, onSent, onCancel }: { kind: FeedbackKind; onSent: () => void; onCancel: () => void }) {
  const texts = FEEDBACK_FORMS[kind];
  const { pathname } = useLocation();
  const { showToast } = useToast();
  const [sendFeedback] = useSendFeedbackMutation();
  // A failure is told once, in the alert beside the text (with the reference of a 5xx), never also as a toast.
  const [failure, setFailure] = useState<{ message: string; reference?: string } | null>(null);
  const initialValues: FeedbackValues = { kind, text: '', page: pathname.slice(0, MAX_FEEDBACK_PAGE) };

  const submit = async (values: FeedbackValues) => {
    setFailure(null);
    try {
      await sendFeedback(feedbackSchema.cast(values)).unwrap();
      showToast({ type: 'success', title: texts.sent });
      onSent();
    } catch (error) {
      setFailure({ message: errorMessage(error, SEND_FAILED), reference: errorReference(error) });
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={feedbackSchema} validateOnChange={false} validateOnBlur={false} onSubmit={submit}>
      {({ isSubmitting, values }) => (
        <Form noValidate aria-label={texts.title}>
          <DialogContent sx={{ pt: 0 }}>
            <DialogContentText sx={{ mb: 2 }}>{texts.hint}</DialogContentText>
            <FormTextField name="text" label={texts.label} multiline minRows={4} maxRows={12} autoFocus />
            {failure && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {failure.message}{' '}
                <Link href={mailtoHref(SUPPORT_EMAIL, { subject: texts.mailSubject, body: values.text })} color="inherit">
                  Send it by e-mail instead
                </Link>
                {failure.reference && <Box sx={{ mt: 0.5, fontSize: '0.8125rem' }}>{failure.reference}</Box>}
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Send
            </Button>
          </DialogActions>
        </Form>
      )}
    </Formik>
  );
}
