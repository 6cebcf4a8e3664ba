/** SPEC §2: lower case, runs of non-alphanumerics to one hyphen, trimmed; 'event' when only an id is known. */
export function eventSlug(name?: string | null): string {
  const slug = (name ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'event' : slug;
}

export function eventPath(concertId: number | string, name?: string | null): string {
  return `/events/${eventSlug(name)}/${concertId}`;
}
