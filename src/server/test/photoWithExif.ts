import sharp from 'sharp';

export const RED = { r: 220, g: 20, b: 20 };
export const BLUE = { r: 20, g: 20, b: 220 };

/** A real 2×2 PNG in the brand purple, for tests that need a decodable picture without awaiting one. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWMIFZkSKjKFAUIBABq+A/W+UrtAAAAAAElFTkSuQmCC',
  'base64',
);

type Colour = typeof RED;

/** The colour of one pixel of an image. */
export async function pixelAt(image: Buffer, x: number, y: number): Promise<Colour> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at], g: data[at + 1], b: data[at + 2] };
}

/** Whether a pixel is about `colour` (lossy encoding moves it a little). */
export const isNear = (seen: Colour, colour: Colour): boolean =>
  Math.abs(seen.r - colour.r) < 40 && Math.abs(seen.g - colour.g) < 40 && Math.abs(seen.b - colour.b) < 40;

/** A small real PNG, one colour. */
export function plainPng(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: RED } }).png().toBuffer();
}

/**
 * A phone photo as a fan would upload it: a JPEG, red on its left half and blue on its right, whose EXIF says
 * "turn me 90° clockwise" (orientation 6) and where it was taken (GPS latitude 19° 4' N, Mumbai). Written by hand
 * (a TIFF structure in an APP1 segment) because an encoder writes only the metadata it knows.
 */
export async function phonePhotoWithGps(): Promise<Buffer> {
  const width = 80;
  const height = 40;
  const jpeg = await sharp({ create: { width, height, channels: 3, background: RED } })
    .composite([{ input: { create: { width: width / 2, height, channels: 3, background: BLUE } }, left: width / 2, top: 0 }])
    .jpeg({ quality: 95 })
    .toBuffer();
  const app1 = exifSegment();
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}

/** The bytes of the GPS latitude reference and degrees as they sit in the EXIF: a served picture must not hold them. */
export const GPS_MARKER = Buffer.from('GPS-TEST-MUMBAI');

function exifSegment(): Buffer {
  const tiff = Buffer.alloc(128);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  // IFD0 at 8: Orientation, GPS IFD pointer, ImageDescription (a marker the test looks for in served bytes).
  let at = 8;
  tiff.writeUInt16LE(3, at);
  at += 2;
  const entry = (tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    if (type === 3 && count === 1) tiff.writeUInt16LE(value, at + 8);
    else tiff.writeUInt32LE(value, at + 8);
    at += 12;
  };
  const gpsIfd = 8 + 2 + 3 * 12 + 4;
  const markerAt = 100;
  entry(0x010e, 2, GPS_MARKER.length + 1, markerAt); // ImageDescription, ASCII
  entry(0x0112, 3, 1, 6); // Orientation: rotate 90° clockwise
  entry(0x8825, 4, 1, gpsIfd); // GPSInfo
  tiff.writeUInt32LE(0, at);
  // GPS IFD: latitude reference 'N' and latitude 19/1, 4/1, 0/1.
  at = gpsIfd;
  tiff.writeUInt16LE(2, at);
  at += 2;
  const rationals = gpsIfd + 2 + 2 * 12 + 4;
  tiff.writeUInt16LE(0x0001, at);
  tiff.writeUInt16LE(2, at + 2);
  tiff.writeUInt32LE(2, at + 4);
  tiff.write('N\0', at + 8, 'latin1');
  at += 12;
  entry(0x0002, 5, 3, rationals);
  tiff.writeUInt32LE(0, at);
  [19, 1, 4, 1, 0, 1].forEach((n, i) => tiff.writeUInt32LE(n, rationals + i * 4));
  GPS_MARKER.copy(tiff, markerAt);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xffe1, 0);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}
