import { OTP_LENGTH, type OtpKind } from '../constants';

export function otpLengthMessage(length: number): string {
  return `Please enter a valid ${length}-digit OTP`;
}

/** SPEC §5: digits only, exactly the channel's length. */
export function otpError(code: string, channel: OtpKind): string | null {
  const length = OTP_LENGTH[channel];
  return new RegExp(`^\\d{${length}}$`).test(code) ? null : otpLengthMessage(length);
}

export function throttleMessage(secondsLeft: number): string {
  return `Please wait ${secondsLeft} seconds before trying again`;
}
