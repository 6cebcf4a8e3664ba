import { useCallback, useEffect, useRef, useState } from 'react';
import { OTP_RESEND_COUNTDOWN_S, type OtpKind } from '../../../shared/constants';
import { throttleMessage } from '../../../shared/schemas/otpSchemas';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { errorMessage, errorReference } from '../../api/errors';
import { useToast } from '../toasts/useToast';
import { OTP_TEXT, RESEND_FAILED, SEND_FAILED } from './otpMessages';
import { otpSent, otpThrottleCleared, selectOtpRecord } from './otpThrottleSlice';
import { resumedCountdownSeconds, throttleSecondsLeft } from './otpTiming';
import { useCountdown } from './useCountdown';
import { useOtpCalls } from './useOtpCalls';

/** Shows a failure in the dialog's alert, with 'Reference: …' under it for a 5xx; null clears it. */
export type OtpErrorSetter = (message: string | null, reference?: string) => void;

/**
 * Sending codes for one opening of the OTP modal (SPEC §4): on mount, resume the countdown if the last send
 * was under 70 s ago, else clear the record and send once; every send starts a 60 s countdown.
 */
export function useOtpSender(channel: OtpKind, destination: string, setError: OtpErrorSetter) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { showToast } = useToast();
  const record = useAppSelector((state) => selectOtpRecord(state, channel, destination));
  const { send: sendCode } = useOtpCalls(channel, destination);
  const [sending, setSending] = useState(false);
  const { secondsLeft, start } = useCountdown();
  const opened = useRef(false);

  // The dialog's alert is a failure's one announcement: no toast repeats it.
  const fail = useCallback((message: string, reference?: string) => setError(message, reference), [setError]);

  const send = useCallback(
    async (kind: 'first' | 'resend') => {
      setError(null);
      const wait = throttleSecondsLeft(selectOtpRecord(store.getState(), channel, destination)?.sentAt, Date.now());
      if (kind === 'resend' && wait > 0) return fail(throttleMessage(wait));
      setSending(true);
      try {
        const sent = await sendCode();
        const target = channel === 'sender' ? { destination } : {};
        dispatch(otpSent({ channel, sentAt: Date.now(), verificationId: sent.verificationId, ...target }));
        start(OTP_RESEND_COUNTDOWN_S);
        showToast({ type: 'success', title: OTP_TEXT[channel].sent });
      } catch (error) {
        fail(errorMessage(error, kind === 'first' ? SEND_FAILED : RESEND_FAILED), errorReference(error));
      } finally {
        setSending(false);
      }
    },
    [channel, destination, dispatch, fail, sendCode, setError, showToast, start, store],
  );

  useEffect(() => {
    // Once per opening, StrictMode's second effect run included.
    if (opened.current) return;
    opened.current = true;
    const last = selectOtpRecord(store.getState(), channel, destination);
    const now = Date.now();
    if (last && throttleSecondsLeft(last.sentAt, now) > 0) {
      start(resumedCountdownSeconds(last.sentAt, now));
      return;
    }
    dispatch(otpThrottleCleared(channel));
    void send('first');
  }, [channel, destination, dispatch, send, start, store]);

  return { sending, secondsLeft, verificationId: record?.verificationId, resend: () => send('resend'), fail };
}
