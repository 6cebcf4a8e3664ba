import { Suspense, useState, type ReactNode } from 'react';
import type { OtpChannel } from '../../../shared/constants';
import type { User } from '../../../shared/entities';
import { OtpModal } from '../../app/featureSplitPoints';

/**
 * The code dialog for the account's own e-mail or phone, loaded at its first opening. `opening` remounts the
 * dialog at every opening, so each one starts from a clean state (SPEC §4).
 */
export function useOtpDialog(user: User): { verify: (channel: OtpChannel) => void; dialog: ReactNode } {
  const [otp, setOtp] = useState<{ channel: OtpChannel; open: boolean; opening: number }>({ channel: 'email', open: false, opening: 0 });
  const verify = (channel: OtpChannel) => setOtp((last) => ({ channel, open: true, opening: last.opening + 1 }));
  const dialog =
    otp.opening > 0 ? (
      <Suspense fallback={null}>
        <OtpModal
          key={otp.opening}
          open={otp.open}
          channel={otp.channel}
          destination={otp.channel === 'email' ? user.email : (user.phoneNumber ?? '')}
          onClose={() => setOtp((last) => ({ ...last, open: false }))}
        />
      </Suspense>
    ) : null;
  return { verify, dialog };
}
