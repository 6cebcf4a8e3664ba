import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OtpChannel } from '../../../shared/constants';

/** SPEC §3: when a code was last sent on a channel. Persisted in the browser by redux-persist. */
export interface OtpSendRecord {
  /** epoch milliseconds */
  sentAt: number;
  /**
   * Phone only: kept with the send so that a modal reopened inside the throttle window (no new send)
   * can still verify the code the user already received.
   */
  verificationId?: string;
}

export type OtpThrottleState = Partial<Record<OtpChannel, OtpSendRecord>>;

const initialState: OtpThrottleState = {};

export const otpThrottleSlice = createSlice({
  name: 'otpThrottle',
  initialState,
  reducers: {
    otpSent(state, action: PayloadAction<{ channel: OtpChannel } & OtpSendRecord>) {
      const { channel, ...record } = action.payload;
      state[channel] = record;
    },
    otpThrottleCleared(state, action: PayloadAction<OtpChannel>) {
      delete state[action.payload];
    },
  },
  selectors: {
    selectOtpRecord: (state, channel: OtpChannel) => state[channel],
  },
});

export const { otpSent, otpThrottleCleared } = otpThrottleSlice.actions;
export const { selectOtpRecord } = otpThrottleSlice.selectors;
