import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminUser } from '../../../../shared/admin/people';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { useSearchPeopleQuery } from '../adminApi';
import { ConsoleSearch } from '../ConsoleSearch';
import { PagerButtons } from '../PagerButtons';
import { PersonCard } from './PersonCard';
import { SuspendDialog } from './SuspendDialog';

/** People: find an account by e-mail, name or phone; suspend it with a reason, or restore it. */
export function PeoplePage() {
  const [text, setText] = useState('');
  const [pageNumber, setPageNumber] = useState(0);
  const [suspending, setSuspending] = useState<AdminUser | null>(null);
  const query = useDebouncedValue(text, 300);
  const result = useSearchPeopleQuery({ query, pageNumber });
  const { data } = result;

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, color: 'grey.800' }}>
        People
      </Typography>
      <ConsoleSearch
        label="Find an account"
        helperText="Part of an e-mail, a name, or a phone number"
        text={text}
        onText={(value) => {
          setText(value);
          setPageNumber(0);
        }}
        query={query}
        result={result}
        noun={['account', 'accounts']}
        loadError="The accounts could not be loaded. Please try again."
      />
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data?.content.map((person) => (
          <li key={person.id}>
            <PersonCard person={person} onSuspend={() => setSuspending(person)} />
          </li>
        ))}
      </Stack>
      {data !== undefined && <PagerButtons what="accounts" pageNumber={pageNumber} lastPage={data.lastPage} onChange={setPageNumber} />}
      <SuspendDialog person={suspending} onClose={() => setSuspending(null)} />
    </Stack>
  );
}
