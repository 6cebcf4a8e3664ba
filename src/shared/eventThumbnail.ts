/**
 * An uploaded event thumbnail is served in two widths (16:9): 640 px for cards, 1280 px for the event page's header
 * and dense screens. Its path carries the event and the upload's version, so a new upload is a new address and the
 * old one may be cached for ever. The catalogue's `thumbnail` holds the 640 px path; a page derives the srcset.
 */
export const THUMBNAIL_WIDTHS = [640, 1280] as const;
export type ThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number];

export const UPLOADED_THUMBNAIL_FILE = /^(\d{1,9})-(\d{1,9})-(640|1280)\.webp$/;

export function uploadedThumbnailPath(concertId: number, version: number, width: ThumbnailWidth = 640): string {
  return `/thumbnails/pictures/${concertId}-${version}-${width}.webp`;
}

/** The `srcset` of an uploaded thumbnail's path; undefined for any other image (the generated artwork is an SVG). */
export function thumbnailSrcSet(src: string): string | undefined {
  const match = /^\/thumbnails\/pictures\/(\d{1,9})-(\d{1,9})-640\.webp$/.exec(src);
  if (match === null) return undefined;
  const [concertId, version] = [Number(match[1]), Number(match[2])];
  return THUMBNAIL_WIDTHS.map((width) => `${uploadedThumbnailPath(concertId, version, width)} ${width}w`).join(', ');
}
