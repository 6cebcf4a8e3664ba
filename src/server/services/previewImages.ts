import sharp from 'sharp';
import { APP_NAME } from '../../shared/brand';

/**
 * Link-preview pictures (og:image): 1200×630 PNG, the size WhatsApp, Facebook, X and LinkedIn show large. They are
 * raster because no preview reads SVG; sharp draws the SVG artwork (with the machine's fonts, through librsvg).
 */
export const PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const PREVIEW_IMAGE_TYPE = 'image/png';

export const SITE_PREVIEW_IMAGE_PATH = '/thumbnails/og/site.png';
export const eventPreviewImagePath = (concertId: number) => `/thumbnails/og/${concertId}.png`;

/** SVG's own resolution: a 640-unit-wide drawing is 640 pixels at this density. */
const SVG_DENSITY = 72;

/** The site's own card, for the pages that are not about one event (the landing page, the terms). */
export function sitePreviewSvg(): string {
  const { width, height } = PREVIEW_IMAGE_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#551494"/><stop offset="1" stop-color="#2a0a4d"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="1080" cy="90" r="260" fill="#fff" opacity="0.06"/>
<rect x="90" y="200" width="140" height="12" rx="6" fill="#FF6D00"/>
<text x="90" y="320" font-family="sans-serif" font-weight="700" font-size="104" fill="#fff">${APP_NAME}</text>
<text x="90" y="400" font-family="sans-serif" font-size="44" fill="#F8F1FF">Verified fan-to-fan tickets in India</text>
<text x="90" y="540" font-family="sans-serif" font-size="32" fill="#E6D7F5" letter-spacing="2">Concerts · Sports · Festivals · Comedy</text>
</svg>`;
}

/**
 * The artwork at 1200×630: drawn at the density that makes it cover that size (so text stays sharp), then cut to it
 * from the middle when its shape differs (a 16:9 thumbnail loses a few pixels of background at top and bottom).
 */
export async function previewPng(svg: string): Promise<Buffer> {
  const input = Buffer.from(svg);
  const { width = PREVIEW_IMAGE_SIZE.width, height = PREVIEW_IMAGE_SIZE.height } = await sharp(input).metadata();
  const scale = Math.max(PREVIEW_IMAGE_SIZE.width / width, PREVIEW_IMAGE_SIZE.height / height);
  return sharp(input, { density: SVG_DENSITY * scale })
    .resize(PREVIEW_IMAGE_SIZE.width, PREVIEW_IMAGE_SIZE.height, { fit: 'cover' })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
