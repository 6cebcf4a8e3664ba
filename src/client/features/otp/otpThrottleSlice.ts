import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OtpKind } from '../../../shared/constants';

/** SPEC §3: when a code was last sent on a channel. Persisted in the browser by redux-persist. */
export interface OtpSendRecord {
  /** epoch milliseconds */
  sentAt: number;
  /**
   * Phone only: kept with the send so that a modal reopened inside the throttle window (no new send)
   * can still verify the code the user already received.
   */
  verificationId?: string;
  /** Sender addresses only: the address the code went to; a record for another address does not throttle. */
  destination?: string;
}

export type OtpThrottleState = Partial<Record<OtpKind, OtpSendRecord>>;

const initialState: OtpThrottleState = {};

export const otpThrottleSlice = createSlice({
  name: 'otpThrottle',
  initialState,
  reducers: {
    otpSent(state, action: PayloadAction<{ channel: OtpKind } & OtpSendRecord>) {
      const { channel, ...record } = action.payload;
      state[channel] = record;
    },
    otpThrottleCleared(state, action: PayloadAction<OtpKind>) {
      delete state[action.payload];
    },
  },
  selectors: {
    /** The last send on this channel; for a sender address, only if it went to `destination`. */
    selectOtpRecord: (state, channel: OtpKind, destination?: string) => {
      const record = state[channel];
      return channel === 'sender' && record?.destination !== destination ? undefined : record;
    },
  },
});

export const { otpSent, otpThrottleCleared } = otpThrottleSlice.actions;
export const { selectOtpRecord } = otpThrottleSlice.selectors;
