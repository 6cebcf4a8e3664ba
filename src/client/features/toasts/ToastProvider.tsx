import { Suspense, useMemo, type ReactNode } from 'react';
import { nanoid } from '@reduxjs/toolkit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ToastContainer } from '../../app/splitPoints';
import { ToastContext, type ToastApi } from './toastContext';
import { selectToasts, toastDismissed, toastShown, type ToastPosition } from './toastsSlice';

interface ToastProviderProps {
  /** Where toasts shown through useToast() go unless they say otherwise (SPEC §2: top-right). */
  defaultPosition?: ToastPosition;
  children: ReactNode;
}

export function ToastProvider({ defaultPosition = 'top-right', children }: ToastProviderProps) {
  const dispatch = useAppDispatch();
  const toasts = useAppSelector(selectToasts);
  const positions = [...new Set(toasts.map((toast) => toast.position))];

  const api = useMemo<ToastApi>(
    () => ({
      showToast: (toast) => {
        const id = toast.id ?? nanoid();
        dispatch(toastShown({ ...toast, id, position: toast.position ?? defaultPosition }));
        return id;
      },
      dismissToast: (id) => dispatch(toastDismissed(id)),
    }),
    [dispatch, defaultPosition],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Suspense fallback={null}>
        {positions.map((position) => (
          <ToastContainer key={position} position={position} />
        ))}
      </Suspense>
    </ToastContext.Provider>
  );
}
