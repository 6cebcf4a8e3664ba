import sharp from 'sharp';
import { detectImageType } from './imageType';

/** The sizes every uploaded picture is served in: the profile page's large one, and the small one for headers and cards. */
export const PICTURE_SIZES = { large: 512, small: 96 } as const;
export type PictureSize = keyof typeof PICTURE_SIZES;
export const PICTURE_TYPE = 'image/webp';

/** Bigger than any phone camera: a decompression bomb is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

export class UndecodablePicture extends Error {}

/** One size an uploaded image is drawn again in, in pixels. */
export interface VariantBox {
  width: number;
  height: number;
}

/**
 * Decodes an uploaded image and draws it again: turned upright by its EXIF orientation, cropped to each box's shape
 * from the middle, and written as WebP in each size. Nothing of the original travels on: not its bytes, not its
 * metadata (EXIF with a phone's GPS position and model, XMP, ICC comments), only its pixels. An animated image
 * keeps its first frame. Profile pictures and uploaded event thumbnails both come through here.
 *
 * Only PNG, JPEG, GIF and WebP are decoded, whatever the caller checked: sharp would also read SVG (and with it
 * librsvg's handling of references to other files) and formats nobody uploads a photo in.
 */
export async function safeImageVariants<Size extends string>(bytes: Buffer, boxes: Record<Size, VariantBox>): Promise<Record<Size, Buffer>> {
  if (detectImageType(bytes) === null) throw new UndecodablePicture('not a PNG, JPEG, GIF or WebP');
  let upright: Buffer;
  try {
    upright = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate().png().toBuffer();
  } catch (error) {
    throw new UndecodablePicture(error instanceof Error ? error.message : String(error));
  }
  const draw = ({ width, height }: VariantBox) =>
    sharp(upright).resize(width, height, { fit: 'cover', position: 'centre' }).webp({ quality: 82 }).toBuffer();
  const sizes = Object.keys(boxes) as Size[];
  const drawn = await Promise.all(sizes.map((size) => draw(boxes[size])));
  return Object.fromEntries(sizes.map((size, i) => [size, drawn[i]])) as Record<Size, Buffer>;
}

const square = (side: number): VariantBox => ({ width: side, height: side });

/** A profile picture, square, in PICTURE_SIZES. */
export function safePictureVariants(bytes: Buffer): Promise<Record<PictureSize, Buffer>> {
  return safeImageVariants(bytes, { large: square(PICTURE_SIZES.large), small: square(PICTURE_SIZES.small) });
}
