import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ImportRowPreview } from '../../../../shared/admin/events';

/** Each row of the file: its line, what it holds, and what is wrong with it (or that it is ready). */
export function ImportPreviewTable({ rows }: { rows: ImportRowPreview[] }) {
  return (
    // Scrolls on its own (a long file, a narrow screen): focusable, so a keyboard can scroll it too.
    <TableContainer sx={{ maxHeight: 420 }} tabIndex={0} role="region" aria-label="The file's rows">
      <Table size="small" stickyHeader aria-label="Rows of the file">
        <TableHead>
          <TableRow>
            <TableCell>Line</TableCell>
            <TableCell>Event</TableCell>
            <TableCell>Date (India)</TableCell>
            <TableCell>Where</TableCell>
            <TableCell>Problems</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.line} sx={row.problems.length > 0 ? { bgcolor: '#fdede1' } : undefined}>
              <TableCell>{row.line}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.values.name || '(no name)'}</TableCell>
              <TableCell>{row.values.date}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {[row.values.venue, row.values.city].filter((v) => v !== '').join(', ')}
              </TableCell>
              <TableCell>
                {row.problems.length === 0 ? (
                  <Typography variant="body2" sx={{ color: 'success.dark', fontWeight: 600 }}>
                    Ready
                  </Typography>
                ) : (
                  <ul style={{ margin: 0, paddingLeft: 16 }}>
                    {row.problems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
