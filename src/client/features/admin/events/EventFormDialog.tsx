import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Form, Formik } from 'formik';
import type { AdminEvent } from '../../../../shared/admin/events';
import type { Category } from '../../../../shared/entities';
import { toIndiaTime } from '../../../../shared/indiaTime';
import { eventSchema, type EventValues } from '../../../../shared/schemas/eventSchemas';
import { errorToast } from '../../../api/errors';
import { Button } from '../../../components/Button';
import { FormTextField } from '../../auth/FormTextField';
import { useGetProvidersQuery } from '../../providers/publicProvidersApi';
import { useToast } from '../../toasts/useToast';
import { useCreateAdminEventMutation, useEditAdminEventMutation } from './eventsApi';
import { FormSelectField } from './FormSelectField';
import { IndiaTimeField } from './IndiaTimeField';

/** The form's values: the dropdowns hold text until the schema casts them. */
type Draft = Omit<EventValues, 'categoryId' | 'expectedDkimDomain'> & { categoryId: string; expectedDkimDomain: string };

function draftOf(event: AdminEvent | null): Draft {
  if (event === null) return { name: '', date: '', venue: '', city: '', artist: '', categoryId: '', expectedDkimDomain: '' };
  return {
    name: event.name,
    date: toIndiaTime(event.date),
    venue: event.venue,
    city: event.city,
    artist: event.artist,
    categoryId: String(event.categoryId),
    expectedDkimDomain: event.expectedDkimDomain,
  };
}

interface EventFormDialogProps {
  /** Open for a new event ('new') or to correct one; closed when null. */
  editing: AdminEvent | 'new' | null;
  categories: Category[];
  onClose: () => void;
}

/**
 * Every SPEC §3 field of an event, the date and time in India time; the selling provider from the enabled ones
 * (and the event's own, should it be disabled since).
 */
export function EventFormDialog({ editing, categories, onClose }: EventFormDialogProps) {
  const [create] = useCreateAdminEventMutation();
  const [edit] = useEditAdminEventMutation();
  const { showToast } = useToast();
  const event = editing === 'new' ? null : editing;
  const { data: providers = [] } = useGetProvidersQuery();
  const providerOptions = providers
    .filter((p) => p.enabled || p.domain === event?.expectedDkimDomain)
    .map((p) => ({ value: p.domain, label: `${p.name} (${p.domain})${p.enabled ? '' : ', disabled'}` }));

  const submit = async (draft: Draft) => {
    const values = eventSchema.cast(draft);
    try {
      const saved = event === null ? await create(values).unwrap() : await edit({ id: event.id, values }).unwrap();
      showToast({ type: 'success', title: event === null ? `${saved.name} is created` : `${saved.name} is saved` });
      onClose();
    } catch (error) {
      showToast(errorToast(error, 'The event could not be saved. Please try again.'));
    }
  };

  return (
    <Dialog open={editing !== null} onClose={onClose} aria-labelledby="event-form-title" fullWidth maxWidth="sm">
      <Formik initialValues={draftOf(event)} validationSchema={eventSchema} onSubmit={submit} enableReinitialize>
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id="event-form-title" sx={{ fontWeight: 700 }}>
              {event === null ? 'New event' : `Edit ${event.name}`}
            </DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <FormTextField name="name" label="Event name" autoFocus />
                <IndiaTimeField name="date" label="Date and time (India)" />
                <FormTextField name="venue" label="Venue" />
                <FormTextField name="city" label="City" />
                <FormTextField name="artist" label="Artist" />
                <FormSelectField name="categoryId" label="Category" options={categories.map((c) => ({ value: String(c.categoryId), label: c.categoryTitle }))} />
                <FormSelectField name="expectedDkimDomain" label="Selling provider" options={providerOptions} />
              </Stack>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button variant="ghost" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting}>
                {event === null ? 'Create event' : 'Save changes'}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
