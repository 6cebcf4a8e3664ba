/**
 * What a visitor typed into a server-rendered page before the app took it over. Hydration sets each controlled field
 * back to the app's state, which is empty, so a fan who started on the sign-in form while the scripts were still
 * arriving would lose it: boot notes the fields' values just before hydrating, and each field takes its own back.
 */
const typed = new WeakMap<Element, string>();

const NOT_TYPED = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'button']);

export function noteTypedFields(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (!NOT_TYPED.has(field.type) && field.value !== field.defaultValue) typed.set(field, field.value);
  }
}

/** The value typed into `field` before the app ran, given once; undefined when nothing was. */
export function takeTypedValue(field: Element | null): string | undefined {
  if (field === null) return undefined;
  const value = typed.get(field);
  typed.delete(field);
  return value;
}
