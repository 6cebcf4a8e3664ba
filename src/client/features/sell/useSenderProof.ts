import { useCallback } from 'react';
import { EMAIL_PATTERN } from '../../../shared/schemas/patterns';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../auth/authSlice';
import { useGetSenderAddressesQuery } from './sellApi';

/**
 * Whether a sender address still has to be proven with a code before the wizard moves on: anything but the
 * account's VERIFIED e-mail and its verified sender addresses (the server refuses forwards from others).
 */
export function useSenderNeedsCode(): (address: string) => boolean {
  const user = useAppSelector(selectCurrentUser);
  const { data: proven = [] } = useGetSenderAddressesQuery(undefined, { skip: user === null });
  return useCallback(
    (address: string) => {
      const email = address.trim().toLowerCase();
      if (!EMAIL_PATTERN.test(email)) return false;
      if (user !== null && email === user.email.toLowerCase() && user.emailVerificationStatus === 'VERIFIED') return false;
      return !proven.includes(email);
    },
    [proven, user],
  );
}
