import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface AccordionItem {
  title: string;
  content: ReactNode;
}

/** Questions and answers of which at most one is open: opening one closes the other. */
export function SingleOpenAccordion({ items, initiallyOpen = 0 }: { items: readonly AccordionItem[]; initiallyOpen?: number | null }) {
  const [open, setOpen] = useState<number | null>(initiallyOpen);
  const baseId = useId();
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <Box key={item.title} sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Typography component="h3" sx={{ m: 0 }}>
              <Box
                component="button"
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                sx={{
                  width: '100%',
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'center',
                  gap: 2,
                  py: 2.5,
                  px: 0,
                  border: 0,
                  bgcolor: 'transparent',
                  font: 'inherit',
                  fontWeight: 700,
                  fontSize: '1.0625rem',
                  color: 'grey.800',
                  textAlign: 'left',
                  cursor: 'pointer',
                }}
              >
                {item.title}
                <Box component="span" aria-hidden sx={{ color: 'primary.main', fontSize: 24, lineHeight: 1 }}>
                  {expanded ? '−' : '+'}
                </Box>
              </Box>
            </Typography>
            <Box id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} sx={{ pb: 2.5, color: 'text.secondary' }}>
              {item.content}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
