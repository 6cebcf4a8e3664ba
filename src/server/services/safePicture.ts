import sharp from 'sharp';

/** The sizes every uploaded picture is served in: the profile page's large one, and the small one for headers and cards. */
export const PICTURE_SIZES = { large: 512, small: 96 } as const;
export type PictureSize = keyof typeof PICTURE_SIZES;
export const PICTURE_TYPE = 'image/webp';

/** Bigger than any phone camera: a decompression bomb is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

export class UndecodablePicture extends Error {}

/**
 * Decodes an uploaded picture and draws it again: turned upright by its EXIF orientation, cropped square to the
 * middle, and written as WebP in each size. Nothing of the original travels on: not its bytes, not its
 * metadata (EXIF with a phone's GPS position and model, XMP, ICC comments), only its pixels. An animated
 * image keeps its first frame.
 */
export async function safePictureVariants(bytes: Buffer): Promise<Record<PictureSize, Buffer>> {
  let upright: Buffer;
  try {
    upright = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate().png().toBuffer();
  } catch (error) {
    throw new UndecodablePicture(error instanceof Error ? error.message : String(error));
  }
  const draw = (side: number) => sharp(upright).resize(side, side, { fit: 'cover', position: 'centre' }).webp({ quality: 82 }).toBuffer();
  const [large, small] = await Promise.all([draw(PICTURE_SIZES.large), draw(PICTURE_SIZES.small)]);
  return { large, small };
}
