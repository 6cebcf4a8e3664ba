import sharp from 'sharp';
import { BLUE, GPS_MARKER, isNear, phonePhotoWithGps, pixelAt, RED } from '../test/photoWithExif';
import { UndecodablePicture } from './safePicture';
import { safeThumbnailVariants, THUMBNAIL_SIZES } from './thumbnailPicture';

describe('an uploaded event thumbnail', () => {
  it('comes out as 16:9 WebP in each size, upright, with no EXIF: no GPS position, no orientation, no description', async () => {
    const photo = await phonePhotoWithGps();
    expect(await sharp(photo).metadata()).toMatchObject({ format: 'jpeg', orientation: 6 });
    expect(photo.includes(GPS_MARKER)).toBe(true);

    const variants = await safeThumbnailVariants(photo);
    expect(Object.keys(variants).sort()).toEqual(['large', 'small']);
    for (const size of ['large', 'small'] as const) {
      const image = variants[size];
      const metadata = await sharp(image).metadata();
      expect(metadata).toMatchObject({ format: 'webp', ...THUMBNAIL_SIZES[size] });
      expect([metadata.exif, metadata.xmp, metadata.orientation]).toEqual([undefined, undefined, undefined]);
      expect(image.includes(GPS_MARKER)).toBe(false);
      expect(image.includes(Buffer.from('Exif'))).toBe(false);
      // Turned 90° clockwise, the photo's left (red) half is on top and its right (blue) half below.
      const { width, height } = THUMBNAIL_SIZES[size];
      expect(isNear(await pixelAt(image, width / 2, Math.round(height * 0.1)), RED)).toBe(true);
      expect(isNear(await pixelAt(image, width / 2, Math.round(height * 0.9)), BLUE)).toBe(true);
    }
  });

  it('refuses an SVG, which sharp itself would draw, and bytes that are no image at all', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9" fill="red"/></svg>');
    expect(await sharp(svg).metadata()).toMatchObject({ format: 'svg' });
    await expect(safeThumbnailVariants(svg)).rejects.toBeInstanceOf(UndecodablePicture);
    await expect(safeThumbnailVariants(Buffer.from('just some text'))).rejects.toBeInstanceOf(UndecodablePicture);
  });
});
