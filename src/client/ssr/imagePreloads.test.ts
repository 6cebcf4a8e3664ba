import { imagePreloads } from './imagePreloads';

describe('preloads of a server render', () => {
  it('name each first-screen image once, with the candidates it picks from', () => {
    const html =
      '<div><img src="/pictures/7-640.webp" srcset="/pictures/7-640.webp 640w, /pictures/7-1280.webp 1280w" sizes="100vw" alt="Arijit" fetchpriority="high" class="a">' +
      '<img src="/thumbnails/5.svg" alt="Sunburn" fetchpriority="high">' +
      '<img src="/thumbnails/5.svg" alt="Sunburn again" fetchpriority="high">' +
      '<img src="/thumbnails/9.svg" alt="Later" loading="lazy" fetchpriority="auto"></div>';
    expect(imagePreloads(html)).toBe(
      '<link rel="preload" as="image" href="/pictures/7-640.webp" imagesrcset="/pictures/7-640.webp 640w, /pictures/7-1280.webp 1280w" imagesizes="100vw" fetchpriority="high">' +
        '<link rel="preload" as="image" href="/thumbnails/5.svg" fetchpriority="high">',
    );
  });

  it('keep what React escaped as it is', () => {
    expect(imagePreloads('<img src="/thumbnails/a&amp;b.svg" alt="" fetchpriority="high">')).toBe(
      '<link rel="preload" as="image" href="/thumbnails/a&amp;b.svg" fetchpriority="high">',
    );
  });

  it('take the image\'s own address, whatever its alt text (an event name) says', () => {
    const html = '<img alt="Gig&quot; src=&quot;https://evil.example/x" src="/thumbnails/5.svg" fetchpriority="high">';
    expect(imagePreloads(html)).toBe('<link rel="preload" as="image" href="/thumbnails/5.svg" fetchpriority="high">');
  });

  it('are none for a page without first-screen images', () => {
    expect(imagePreloads('<p>Terms</p><img src="/logo.svg" alt="FanTickets home">')).toBe('');
  });
});
