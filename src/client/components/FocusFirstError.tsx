import { useEffect, useRef, type RefObject } from 'react';
import { useFormikContext } from 'formik';
import { revealAndFocus } from './revealAndFocus';

/**
 * After a submit the form's rules refused, brings its first refused field (the first `aria-invalid` one in the
 * form's order) into view and focuses it: the field's own message is then read with it. Renders nothing.
 */
export function FocusFirstError({ form }: { form: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isSubmitting, errors } = useFormikContext();
  const handled = useRef(submitCount);
  const refused = Object.keys(errors).length > 0;

  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    if (!refused) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (first) revealAndFocus(first);
  }, [submitCount, isSubmitting, refused, form]);

  return null;
}
