import Stack from '@mui/material/Stack';
import { createPortal } from 'react-dom';
import { useAppSelector } from '../../app/hooks';
import { HEADER_HEIGHT } from '../../app/stickyHeader';
import { ToastItem } from './ToastItem';
import { toastRegion } from './toastRegion';
import { CONTAINER_DEFAULT_POSITION, selectToasts, type ToastPosition } from './toastsSlice';

const EDGE_GAP = 16;

/** Toasts at the top start under the sticky header: over it they would hide its menu and the account button. */
function placement(position: ToastPosition) {
  const [vertical, horizontal] = position.split('-');
  return {
    [vertical]: vertical === 'top' ? HEADER_HEIGHT + EDGE_GAP : EDGE_GAP,
    ...(horizontal === 'center' ? { left: '50%', transform: 'translateX(-50%)' } : { [horizontal]: EDGE_GAP }),
  };
}

/** Renders the toasts placed at one position, newest nearest the edge. */
export function ToastContainer({ position = CONTAINER_DEFAULT_POSITION }: { position?: ToastPosition }) {
  const toasts = useAppSelector(selectToasts).filter((toast) => toast.position === position);
  if (toasts.length === 0) return null;
  return createPortal(
    <Stack
      spacing={1}
      direction={position.startsWith('bottom') ? 'column-reverse' : 'column'}
      sx={{ position: 'fixed', zIndex: 'snackbar', width: 'min(360px, calc(100vw - 32px))', ...placement(position) }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </Stack>,
    toastRegion(),
  );
}
