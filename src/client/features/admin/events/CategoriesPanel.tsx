import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Category } from '../../../../shared/entities';
import { categorySchema } from '../../../../shared/schemas/eventSchemas';
import { errorToast } from '../../../api/errors';
import { Button } from '../../../components/Button';
import { TextInput } from '../../../components/TextInput';
import { useToast } from '../../toasts/useToast';
import { useAddAdminCategoryMutation } from './eventsApi';

/** The categories events are filed under, and a field to add one. */
export function CategoriesPanel({ categories }: { categories: Category[] }) {
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [add, { isLoading }] = useAddAdminCategoryMutation();
  const { showToast } = useToast();

  const submit = async () => {
    try {
      categorySchema.validateSync({ title });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      return;
    }
    try {
      const added = await add(title.trim()).unwrap();
      showToast({ type: 'success', title: `The category ${added.categoryTitle} is added` });
      setTitle('');
    } catch (error) {
      showToast(errorToast(error, 'The category could not be added. Please try again.'));
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="categories-heading" sx={{ p: { xs: 2, md: 2.5 } }}>
      <Typography id="categories-heading" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Categories
      </Typography>
      <Stack direction="row" component="ul" sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 2 }}>
        {categories.map((category) => (
          <li key={category.categoryId}>
            <Chip label={category.categoryTitle} />
          </li>
        ))}
      </Stack>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextInput
          label="New category"
          value={title}
          size="small"
          error={problem !== null}
          helperText={problem ?? undefined}
          onChange={(event) => {
            setTitle(event.target.value);
            setProblem(null);
          }}
        />
        <Button type="submit" variant="outline" loading={isLoading}>
          Add category
        </Button>
      </Stack>
    </Paper>
  );
}
