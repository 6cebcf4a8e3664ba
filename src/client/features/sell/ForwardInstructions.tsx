import { CopyableText } from './CopyableText';
import { DemoClip } from './DemoClip';
import { Instruction, InstructionList } from './InstructionList';
import { useVerificationMailbox } from './sellApi';

/** Instructions 4-5: 'Forward as attachment' to the verification mailbox. */
export function ForwardInstructions() {
  const mailbox = useVerificationMailbox();
  return (
    <>
      <InstructionList start={4}>
        <Instruction>
          Open the <strong>More (⋮)</strong> menu above the list and choose <strong>&apos;Forward as attachment&apos;</strong>.
          Do not use the regular Forward button.
        </Instruction>
        <Instruction>
          Send it, without changing anything, to:
          <CopyableText text={mailbox} label="Copy address" />
        </Instruction>
      </InstructionList>
      <DemoClip kind="forward" caption="More (⋮) → Forward as attachment, then send" />
    </>
  );
}
