import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Button } from '../../components/Button';

interface PagerButtonsProps {
  pageNumber: number;
  lastPage: boolean;
  onChange: (pageNumber: number) => void;
  /** What the list holds, for the buttons' names: "people", "items". */
  what: string;
}

/** Previous and next page of a console list, and where the reader is. */
export function PagerButtons({ pageNumber, lastPage, onChange, what }: PagerButtonsProps) {
  if (pageNumber === 0 && lastPage) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', mt: 3 }}>
      <Button variant="outline" disabled={pageNumber === 0} onClick={() => onChange(pageNumber - 1)} aria-label={`Previous page of ${what}`}>
        Previous
      </Button>
      <Typography aria-live="polite">Page {pageNumber + 1}</Typography>
      <Button variant="outline" disabled={lastPage} onClick={() => onChange(pageNumber + 1)} aria-label={`Next page of ${what}`}>
        Next
      </Button>
    </Stack>
  );
}
