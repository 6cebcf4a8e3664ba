import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { TOAST_DEFAULT_DURATION_MS, TOAST_MAX } from '../../../shared/constants';

export type ToastType = 'success' | 'error' | 'warning' | 'info';
export type ToastPosition = 'top-left' | 'top-center' | 'top-right' | 'bottom-left' | 'bottom-center' | 'bottom-right';

/** SPEC §2: where the container puts toasts that name no position. */
export const CONTAINER_DEFAULT_POSITION: ToastPosition = 'bottom-center';

export interface Toast {
  id: string;
  type: ToastType;
  title: string;
  message?: string;
  /** Small print under the message, selectable so it can be copied: e.g. 'Reference: <request id>'. */
  details?: string;
  /** Milliseconds on screen; 0 or less stays until closed. */
  duration: number;
  position: ToastPosition;
}

export type ToastInput = Omit<Toast, 'id' | 'duration' | 'position'> & Partial<Pick<Toast, 'id' | 'duration' | 'position'>>;

export interface ToastsState {
  items: Toast[];
}

const initialState: ToastsState = { items: [] };

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        // Newest first; only the TOAST_MAX newest are kept.
        state.items = [action.payload, ...state.items].slice(0, TOAST_MAX);
      },
      prepare(input: ToastInput) {
        return {
          payload: {
            ...input,
            id: input.id ?? nanoid(),
            duration: input.duration ?? TOAST_DEFAULT_DURATION_MS,
            position: input.position ?? CONTAINER_DEFAULT_POSITION,
          },
        };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((toast) => toast.id !== action.payload);
    },
    toastsCleared(state) {
      state.items = [];
    },
  },
  selectors: {
    selectToasts: (state) => state.items,
  },
});

export const { toastShown, toastDismissed, toastsCleared } = toastsSlice.actions;
export const { selectToasts } = toastsSlice.selectors;
