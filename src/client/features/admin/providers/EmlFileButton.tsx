import { useRef } from 'react';
import { Button, type ButtonVariant } from '../../../components/Button';

interface EmlFileButtonProps {
  label: string;
  /** Names the file input, for a test or a journey to give it a file. */
  testId: string;
  loading?: boolean;
  variant?: ButtonVariant;
  onFile: (file: File) => void;
}

/** A button that opens the file chooser for one .eml, and hands the chosen file on. */
export function EmlFileButton({ label, testId, loading, variant = 'outline', onFile }: EmlFileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".eml,message/rfc822"
        hidden
        data-testid={testId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file !== undefined) onFile(file);
        }}
      />
      <Button variant={variant} loading={loading} onClick={() => input.current?.click()}>
        {label}
      </Button>
    </>
  );
}
