import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikValues } from 'formik';
import { Button } from '../../components/Button';
import type { LazySchema } from '../../components/lazySchema';
import { FormTextField } from './FormTextField';

export interface CredentialsField<V> {
  name: keyof V & string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete: string;
}

interface CredentialsFormProps<V extends FormikValues> {
  /** Names the form for assistive technology: 'Sign in', 'Sign up'. */
  name: string;
  schema: LazySchema<V>;
  initialValues: V;
  fields: CredentialsField<V>[];
  submitLabel: string;
  /** Receives the values as the shared schema casts them (trimmed). */
  onSubmit: (values: V) => Promise<void>;
}

/** One Formik form over a shared yup schema, loaded on first focus and validated on submit only (SPEC §5, see FormTextField). */
export function CredentialsForm<V extends FormikValues>({
  name,
  schema,
  initialValues,
  fields,
  submitLabel,
  onSubmit,
}: CredentialsFormProps<V>) {
  return (
    <Formik
      initialValues={initialValues}
      validate={schema.validate}
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={async (values) => onSubmit(await schema.cast(values))}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={name} onFocus={schema.preload}>
          <Stack spacing={2}>
            {fields.map((field) => (
              <FormTextField
                key={field.name}
                name={field.name}
                label={field.label}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
              />
            ))}
            <Button type="submit" size="large" fullWidth loading={isSubmitting}>
              {submitLabel}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
