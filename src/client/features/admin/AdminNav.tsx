import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { NavLink } from 'react-router';
import { ADMIN_SECTIONS, adminPath } from './adminSections';

/** The console's navigation: a column beside the page on a wide screen, a row above it on a phone. */
export function AdminNav() {
  return (
    <Box component="nav" aria-label="Operations console" sx={{ flexShrink: 0, width: { md: 200 } }}>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: { xs: 'row', md: 'column' }, gap: 0.5, overflowX: 'auto' }}
      >
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.path}>
            <Link
              component={NavLink}
              to={adminPath(section.path)}
              underline="none"
              sx={{
                display: 'block',
                px: 2,
                py: 1.25,
                borderRadius: 2,
                fontWeight: 600,
                whiteSpace: 'nowrap',
                color: 'grey.800',
                '&:hover': { bgcolor: 'primary.light' },
                '&[aria-current="page"]': { bgcolor: 'primary.main', color: 'primary.contrastText' },
              }}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
