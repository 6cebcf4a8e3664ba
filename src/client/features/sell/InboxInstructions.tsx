import type { Concert } from '../../../shared/entities';
import { useProvider } from '../providers/useProvider';
import { bookingSubject } from './bookingSubject';
import { CopyableText } from './CopyableText';
import { DemoClip } from './DemoClip';
import { Instruction, InstructionList } from './InstructionList';

/** Instructions 1-3: open the inbox in the browser, find the provider's confirmation e-mail, select it. */
export function InboxInstructions({ concert, senderEmail }: { concert: Concert; senderEmail: string }) {
  const booking = bookingSubject(concert, useProvider(concert.expectedDkimDomain));
  return (
    <>
      <InstructionList>
        <Instruction>
          Open your mail inbox for <strong>{senderEmail}</strong> in the browser (for example mail.google.com), not in
          the mail app.
        </Instruction>
        <Instruction>
          Find the confirmation email{booking && ` from ${booking.provider.name}`} with the subject:
          {booking && <CopyableText text={booking.subject} copyText={booking.searchText} label="Copy subject" />}
        </Instruction>
        <Instruction>Select the email by ticking its checkbox in the list.</Instruction>
      </InstructionList>
      <DemoClip kind="find" caption="search for the subject and tick the confirmation email" />
    </>
  );
}
