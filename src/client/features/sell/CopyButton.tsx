import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { COPIED_LABEL_MS } from '../../../shared/constants';
import { Button } from '../../components/Button';
import { visuallyHiddenSx } from '../../components/visuallyHidden';

/**
 * Copies `text` to the clipboard; the label reads 'Copied' for 2 s after a successful copy (SPEC §2). A screen reader
 * does not read a focused button's new label by itself: a polite status beside it says 'Copied' too.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the text stays on screen to copy by hand.
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_LABEL_MS);
  };

  return (
    <>
      <Button size="small" variant={copied ? 'success' : 'outline'} onClick={() => void copy()} sx={{ flexShrink: 0 }}>
        {copied ? 'Copied' : label}
      </Button>
      <Box role="status" aria-live="polite" sx={visuallyHiddenSx}>
        {copied ? 'Copied' : ''}
      </Box>
    </>
  );
}
