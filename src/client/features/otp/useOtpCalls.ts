import { useCallback } from 'react';
import type { OtpSentResponse } from '../../../shared/apiContract';
import type { OtpKind } from '../../../shared/constants';
import {
  useConfirmEmailMutation,
  useResendEmailOtpMutation,
  useSendPhoneOtpMutation,
  useVerifyPhoneOtpMutation,
} from '../auth/authApi';
import { useSendSenderAddressOtpMutation, useVerifySenderAddressMutation } from '../sell/sellApi';

/** The send and check calls of one kind of code: the account's e-mail or phone, or a sender address. */
export function useOtpCalls(kind: OtpKind, destination: string) {
  const [sendEmail] = useResendEmailOtpMutation();
  const [sendPhone] = useSendPhoneOtpMutation();
  const [sendSender] = useSendSenderAddressOtpMutation();
  const [confirmEmail, emailCall] = useConfirmEmailMutation();
  const [verifyPhone, phoneCall] = useVerifyPhoneOtpMutation();
  const [verifySender, senderCall] = useVerifySenderAddressMutation();

  const send = useCallback((): Promise<OtpSentResponse> => {
    if (kind === 'email') return sendEmail().unwrap();
    if (kind === 'phone') return sendPhone().unwrap();
    return sendSender(destination).unwrap();
  }, [destination, kind, sendEmail, sendPhone, sendSender]);

  const verify = useCallback(
    async (code: string, verificationId: string): Promise<void> => {
      if (kind === 'email') await confirmEmail(code).unwrap();
      else if (kind === 'phone') await verifyPhone({ code, verificationId }).unwrap();
      else await verifySender({ email: destination, code }).unwrap();
    },
    [confirmEmail, destination, kind, verifyPhone, verifySender],
  );

  return { send, verify, verifying: emailCall.isLoading || phoneCall.isLoading || senderCall.isLoading };
}
