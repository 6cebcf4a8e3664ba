import { useEffect, useState } from 'react';
import type { Concert, TicketListing } from '../../../shared/entities';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../auth/authSlice';
import { useCreateListingFromEmailMutation, useCreateListingFromUploadMutation, useGetVerificationStatusQuery } from './sellApi';
import { VERIFICATION_STAGE_POLL_MS } from './sellConfig';
import { verificationStageReported } from './sellWizardSlice';
import { useSellWizard } from './useSellWizard';

/**
 * The instruction step's submit action: the server proves the booking and creates the listing, which merges
 * into the wizard's values. A refusal keeps the step and opens the failure modal with the server's reason.
 */
export function useVerification(concert: Concert) {
  const dispatch = useAppDispatch();
  const { values, advance, submitting, stage, error } = useSellWizard();
  const userId = useAppSelector(selectCurrentUser)?.id;
  const [createFromEmail] = useCreateListingFromEmailMutation();
  const [createFromUpload] = useCreateListingFromUploadMutation();
  const [failureOpen, setFailureOpen] = useState(false);
  const reported = useGetVerificationStatusQuery(concert.concertId, {
    skip: !submitting,
    pollingInterval: VERIFICATION_STAGE_POLL_MS,
  }).currentData?.stage;

  useEffect(() => {
    if (reported) dispatch(verificationStageReported(reported));
  }, [reported, dispatch]);

  const run = async (create: () => Promise<TicketListing>) => {
    const result = await advance(async () => ({ listing: await create() }));
    if (!result.ok) setFailureOpen(true);
  };

  const { concertId, expectedDkimDomain } = concert;
  const verifyForwarded = () =>
    run(() => {
      if (userId === undefined) throw new Error('Not signed in');
      return createFromEmail({ userId, concertId, senderEmail: values.senderEmail, expectedDkimDomain }).unwrap();
    });
  const verifyUpload = (file: File) => run(() => createFromUpload({ concertId, expectedDkimDomain, file }).unwrap());

  return {
    verifying: submitting,
    stage,
    verifyForwarded,
    verifyUpload,
    failure: failureOpen ? error : null,
    closeFailure: () => setFailureOpen(false),
  };
}
