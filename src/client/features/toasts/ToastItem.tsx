import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '../../app/hooks';
import { toastDismissed, type Toast } from './toastsSlice';

export function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  const { id, duration } = toast;

  useEffect(() => {
    if (duration <= 0) return undefined;
    const timer = setTimeout(() => dispatch(toastDismissed(id)), duration);
    return () => clearTimeout(timer);
  }, [dispatch, id, duration]);

  return (
    <Alert
      severity={toast.type}
      variant="filled"
      closeText="Close notification"
      onClose={() => dispatch(toastDismissed(id))}
      sx={{ boxShadow: 3 }}
    >
      <AlertTitle sx={{ mb: toast.message ? 0.5 : 0 }}>{toast.title}</AlertTitle>
      {toast.message}
      {toast.details && (
        <Typography variant="caption" component="div" sx={{ mt: 0.5, opacity: 0.85, userSelect: 'text', wordBreak: 'break-all' }}>
          {toast.details}
        </Typography>
      )}
    </Alert>
  );
}
