import { useEffect, useRef, useState } from 'react';
import type { Concert, TicketListing } from '../../../shared/entities';
import { MAX_SINCE_FORWARDING_MS, SERVER_RESTARTED } from '../../../shared/verification';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../auth/authSlice';
import { useCreateListingFromEmailMutation, useCreateListingFromUploadMutation, useGetVerificationStatusQuery } from './sellApi';
import { VERIFICATION_STAGE_POLL_MS } from './sellConfig';
import { selectSellWizard, verificationStageReported } from './sellWizardSlice';
import { useSellWizard } from './useSellWizard';

export const VERIFICATION_CANCELLED =
  "Verification cancelled. Nothing was listed. Once your e-mail is forwarded, press 'I've forwarded the email' to try again.";

function isServerRestart(error: unknown): boolean {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { error?: unknown } };
  return status === 503 && data?.error === SERVER_RESTARTED;
}

/**
 * The instruction step's submit action: the server proves the booking and creates the listing, which merges
 * into the wizard's values. A refusal keeps the step and opens the failure modal with the server's reason.
 * While the server waits for the forwarded e-mail, `cancel` aborts the call: the server sees the connection
 * close, stops waiting and lists nothing (decisions/verification-mailbox.md); the step says it was cancelled.
 */
export function useVerification(concert: Concert) {
  const dispatch = useAppDispatch();
  const { values, advance, submitting, stage, error } = useSellWizard();
  const userId = useAppSelector(selectCurrentUser)?.id;
  const forwardingSince = useAppSelector(selectSellWizard).forwardingSince;
  const [createFromEmail] = useCreateListingFromEmailMutation();
  const [createFromUpload] = useCreateListingFromUploadMutation();
  const [failureOpen, setFailureOpen] = useState(false);
  // The forwarded e-mail's call while it runs: the one a seller can cancel (an upload is checked at once).
  const waiting = useRef<{ abort: () => void } | null>(null);
  const [cancellable, setCancellable] = useState(false);
  const reported = useGetVerificationStatusQuery(concert.concertId, {
    skip: !submitting,
    pollingInterval: VERIFICATION_STAGE_POLL_MS,
  }).currentData?.stage;

  useEffect(() => {
    if (reported) dispatch(verificationStageReported(reported));
  }, [reported, dispatch]);

  const run = async (create: () => Promise<TicketListing>) => {
    const result = await advance(async () => ({ listing: await create() }), undefined, VERIFICATION_CANCELLED);
    if (!result.ok && !result.cancelled) setFailureOpen(true);
  };

  const { concertId, expectedDkimDomain } = concert;
  const verifyForwarded = () =>
    run(async () => {
      if (userId === undefined) throw new Error('Not signed in');
      const attempt = () => {
        // A duration, not a time: the server measures it back from its own clock, whatever this one says.
        const sinceForwardingMs = forwardingSince === null ? undefined : Math.min(Math.max(Date.now() - forwardingSince, 0), MAX_SINCE_FORWARDING_MS);
        const call = createFromEmail({ userId, concertId, senderEmail: values.senderEmail, expectedDkimDomain, sinceForwardingMs });
        waiting.current = call;
        return call.unwrap();
      };
      setCancellable(true);
      try {
        // A server stopping (a deploy) ends the wait before anything is listed: the forward is still there for
        // the next try, which another server or the restarted one answers. Once by itself; then the seller decides.
        return await attempt().catch((error: unknown) => {
          if (!isServerRestart(error)) throw error;
          return attempt();
        });
      } finally {
        waiting.current = null;
        setCancellable(false);
      }
    });
  const verifyUpload = (file: File) => run(() => createFromUpload({ concertId, expectedDkimDomain, file }).unwrap());

  return {
    verifying: submitting,
    stage,
    verifyForwarded,
    verifyUpload,
    /** Set while the forwarded e-mail is awaited: stops that wait. */
    cancel: cancellable ? () => waiting.current?.abort() : undefined,
    failure: failureOpen ? error : null,
    closeFailure: () => setFailureOpen(false),
  };
}
