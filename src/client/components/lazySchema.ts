import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema, ValidationError } from 'yup';

/**
 * A form's shared yup schema, loaded when first needed. Our forms validate on submit only (SPEC §5), so yup need not
 * be in a page's first download: the form starts loading it when first focused, and sending waits for it only if the
 * network has not delivered it by then.
 */
export interface LazySchema<V extends FormikValues> {
  /** Starts the download; a form calls it on its first focus. */
  preload(): void;
  /** Formik's `validate`: the same errors its `validationSchema` would give. */
  validate(values: V): Promise<FormikErrors<V>>;
  /** The values as the schema casts them (trimmed, say). */
  cast(values: V): Promise<V>;
}

/** What a form needs of a yup object schema (Formik's own helpers run its validation). */
type FormRules = Pick<Schema, 'cast' | 'validate'>;

// Known by name, as Formik itself does: importing yup's class would bring yup back into the page.
const isValidationError = (error: unknown): error is ValidationError =>
  error instanceof Error && error.name === 'ValidationError';

export function lazySchema<V extends FormikValues>(load: () => Promise<FormRules>): LazySchema<V> {
  let loading: Promise<FormRules> | undefined;
  const schema = () => {
    // A failed download (offline) is tried again on the next use rather than kept.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    preload: () => void schema().catch(() => undefined),
    validate: async (values) => {
      const rules = await schema();
      try {
        await validateYupSchema(values, rules);
        return {};
      } catch (error) {
        if (isValidationError(error)) return yupToFormErrors<V>(error);
        throw error;
      }
    },
    cast: async (values) => (await schema()).cast(values) as V,
  };
}
