import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { ARTWORK_PALETTES } from '../../../shared/eventArtwork';
import { thumbnailSrcSet } from '../../../shared/eventThumbnail';

export const THUMBNAIL_WIDTH = 640;
export const THUMBNAIL_HEIGHT = 360;

const [FROM, TO] = ARTWORK_PALETTES[0];
/** The server's artwork colours (the first palette), without its text. */
const FALLBACK_GRADIENT = `linear-gradient(135deg, ${FROM} 0%, ${TO} 100%)`;

/** How wide a card's image is drawn: the width a browser picks its srcset candidate for. */
const CARD_SIZES = '(min-width: 900px) 400px, 100vw';

/**
 * An event image at 16:9, sized before it loads so nothing moves; a brand gradient when there is none. `eager` is for
 * an image in the first screen (the page's largest paint): fetched first rather than when scrolled to. An uploaded
 * picture comes in two widths (srcset), so a phone fetches 640 px and a wide or dense screen 1280 px.
 */
export function EventThumbnail({ src, alt, eager = false, sizes = CARD_SIZES, sx }: { src: string | null; alt: string; eager?: boolean; sizes?: string; sx?: SxProps<Theme> }) {
  const frame = [{ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9' }, ...(Array.isArray(sx) ? sx : [sx])];
  if (!src) {
    return (
      <Box
        role="img"
        aria-label={alt}
        sx={[...frame, { background: FALLBACK_GRADIENT }]}
      />
    );
  }
  return (
    <Box
      component="img"
      src={src}
      srcSet={thumbnailSrcSet(src)}
      sizes={thumbnailSrcSet(src) === undefined ? undefined : sizes}
      alt={alt}
      width={THUMBNAIL_WIDTH}
      height={THUMBNAIL_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      // The attribute as HTML spells it: React 18 knows no fetchPriority prop (it warns), and the render's preloads look for it.
      {...{ fetchpriority: eager ? 'high' : 'auto' }}
      decoding="async"
      sx={[...frame, { objectFit: 'cover', bgcolor: 'primary.light' }]}
    />
  );
}
