import { createContext } from 'react';
import type { ToastInput } from './toastsSlice';

export interface ToastApi {
  /** Shows a toast and returns its id. */
  showToast: (toast: ToastInput) => string;
  dismissToast: (id: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);
