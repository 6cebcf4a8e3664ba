/** An `<img>` React rendered, attributes as written (already escaped for HTML). */
const IMAGE_TAG = /<img\b[^>]*>/g;
/** Each attribute's value up to its closing quote: React writes a quote inside a value as `&quot;`. */
const ATTRIBUTE = {
  fetchpriority: /\sfetchpriority="([^"]*)"/,
  src: /\ssrc="([^"]*)"/,
  srcset: /\ssrcset="([^"]*)"/,
  sizes: /\ssizes="([^"]*)"/,
};
const attributeOf = (tag: string, name: keyof typeof ATTRIBUTE) => ATTRIBUTE[name].exec(tag)?.[1];

/**
 * Preload links for the first-screen images of rendered markup (those marked `fetchpriority="high"`), for <head>: the
 * server puts them ahead of the scripts, so the page's largest image is not queued behind code. The srcset and sizes
 * go with them, so the preload fetches the candidate the image itself will pick.
 */
export function imagePreloads(html: string): string {
  const links: string[] = [];
  for (const [tag] of html.matchAll(IMAGE_TAG)) {
    if (attributeOf(tag, 'fetchpriority') !== 'high') continue;
    const src = attributeOf(tag, 'src');
    if (src === undefined) continue;
    const srcSet = attributeOf(tag, 'srcset');
    const sizes = attributeOf(tag, 'sizes');
    const responsive = srcSet === undefined ? '' : ` imagesrcset="${srcSet}"${sizes === undefined ? '' : ` imagesizes="${sizes}"`}`;
    links.push(`<link rel="preload" as="image" href="${src}"${responsive} fetchpriority="high">`);
  }
  return [...new Set(links)].join('');
}
