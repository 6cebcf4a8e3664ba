import { waitFor } from '@testing-library/react';
import { makeStore, selectRehydrated } from '../../app/store';
import { memoryStorage } from '../../test/memoryStorage';
import { otpSent, otpThrottleCleared, otpThrottleSlice, selectOtpRecord } from './otpThrottleSlice';
import { resumedCountdownSeconds, throttleSecondsLeft } from './otpTiming';

const reduce = otpThrottleSlice.reducer;
const SENT = 1_700_000_000_000;

describe('OTP throttle records', () => {
  it('keeps one send record per channel and clears it', () => {
    const state = reduce(reduce(undefined, otpSent({ channel: 'email', sentAt: SENT })), otpSent({ channel: 'phone', sentAt: SENT + 5, verificationId: 'v1' }));
    expect(state).toEqual({ email: { sentAt: SENT }, phone: { sentAt: SENT + 5, verificationId: 'v1' } });
    expect(reduce(state, otpThrottleCleared('email'))).toEqual({ phone: { sentAt: SENT + 5, verificationId: 'v1' } });
  });

  it('throttles a sender address only for the address the code went to', () => {
    const state = { otpThrottle: reduce(undefined, otpSent({ channel: 'sender', sentAt: SENT, destination: 'box@example.in' })) };
    expect(selectOtpRecord(state, 'sender', 'box@example.in')).toEqual({ sentAt: SENT, destination: 'box@example.in' });
    expect(selectOtpRecord(state, 'sender', 'other@example.in')).toBeUndefined();
    expect(selectOtpRecord(state, 'email')).toBeUndefined();
  });

  it('counts the seconds left in the 70 s window, and resumes the 60 s countdown within it', () => {
    expect(throttleSecondsLeft(SENT, SENT + 30_000)).toBe(40);
    expect(throttleSecondsLeft(SENT, SENT + 69_001)).toBe(1);
    expect(throttleSecondsLeft(SENT, SENT + 70_000)).toBe(0);
    expect(throttleSecondsLeft(undefined, SENT)).toBe(0);
    expect(resumedCountdownSeconds(SENT, SENT + 30_000)).toBe(40);
    expect(resumedCountdownSeconds(SENT, SENT + 2_000)).toBe(60);
  });

  it('survives a reload through redux-persist, and nothing but the local records is stored', async () => {
    const storage = memoryStorage();
    const first = makeStore({ storage });
    await waitFor(() => expect(selectRehydrated(first.getState())).toBe(true));
    first.dispatch(otpSent({ channel: 'email', sentAt: SENT }));
    await waitFor(() => expect(storage.items.size).toBe(1));
    const stored = JSON.parse([...storage.items.values()][0]) as Record<string, string>;
    expect(Object.keys(stored).sort()).toEqual(['_persist', 'loginResult', 'onboarding', 'otpThrottle']);

    const second = makeStore({ storage });
    expect(selectRehydrated(second.getState())).toBe(false);
    await waitFor(() => expect(selectRehydrated(second.getState())).toBe(true));
    expect(selectOtpRecord(second.getState(), 'email')).toEqual({ sentAt: SENT });
  });
});
