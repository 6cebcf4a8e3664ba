import Box from '@mui/material/Box';

/** Stands in for this site's origin while a path is read. */
const THIS_SITE = 'https://this-site.invalid';

/**
 * The 96 px copy the server keeps of every profile picture (GET /users/{id}/profile-picture?size=small), for where a
 * picture shows small: a 5 MB phone photo's 512 px version would be most of the header's weight. A picture that is
 * not one of ours (a data: URL) has no smaller copy and is used as it is.
 */
export function smallPictureUrl(src: string): string {
  if (!src.startsWith('/')) return src;
  const url = new URL(src, THIS_SITE);
  url.searchParams.set('size', 'small');
  return url.pathname + url.search;
}

/** A person's picture at the size of a line of text; decorative, since their name is always beside it. */
export function SmallAvatar({ src, size = 24 }: { src: string; size?: number }) {
  return (
    <Box
      component="img"
      src={smallPictureUrl(src)}
      alt=""
      width={size}
      height={size}
      sx={{ display: 'block', borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }}
    />
  );
}
