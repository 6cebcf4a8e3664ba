import { safeImageVariants, type VariantBox } from './safePicture';

/**
 * The sizes an uploaded event thumbnail is kept in, 16:9 like the generated artwork (640×360): the event page's
 * header image at twice its drawn width, and the cards' image.
 */
export const THUMBNAIL_SIZES = { large: { width: 1280, height: 720 }, small: { width: 640, height: 360 } } as const satisfies Record<string, VariantBox>;
export type ThumbnailSize = keyof typeof THUMBNAIL_SIZES;

/**
 * An event thumbnail uploaded as an image, made safe the way a profile picture is (metadata stripped, upright,
 * resized, WebP). Nothing uploads thumbnails yet: the generated SVG artwork needs none. The admin upload of an
 * event's picture (issue #20) stores what this returns, never the uploaded bytes; undecodable bytes throw
 * UndecodablePicture.
 */
export function safeThumbnailVariants(bytes: Buffer): Promise<Record<ThumbnailSize, Buffer>> {
  return safeImageVariants(bytes, THUMBNAIL_SIZES);
}
