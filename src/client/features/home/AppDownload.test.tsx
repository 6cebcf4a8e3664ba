// First: the build-time configuration must be in place before app/clientConfig is read.
import { CONFIGURED_STORE_URLS } from './test/configuredStoreUrls';
import { screen, within } from '@testing-library/react';
import { create } from 'qrcode';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AppDownload } from './AppDownload';
import { defaultStoreFor } from './appStores';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';

/** The dark modules an SVG QR code draws, as "column,row" counted from the code's top-left corner. */
function drawnModules(svg: Element): string[] {
  const cells = [...(svg.querySelector('path')?.getAttribute('d') ?? '').matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, c, r]) => [
    Number(c),
    Number(r),
  ]);
  // The top-left finder pattern's corner is always dark, so the smallest column and row are the quiet zone.
  const left = Math.min(...cells.map(([c]) => c));
  const top = Math.min(...cells.map(([, r]) => r));
  return cells.map(([c, r]) => `${c - left},${r - top}`).sort();
}

/** What the qrcode package itself yields for `url`, in the same form. */
function modulesFor(url: string): string[] {
  const { modules } = create(url, { errorCorrectionLevel: 'M' });
  const cells: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) if (modules.get(row, col)) cells.push(`${col},${row}`);
  }
  return cells.sort();
}

const qrCode = (name: string) => screen.getByRole('img', { name: `QR code for ${name}` });

afterEach(() => jest.restoreAllMocks());

describe('app download QR code', () => {
  it('encodes the configured Google Play address by default on a non-Apple device', () => {
    renderWithProviders(<AppDownload />);
    expect(screen.getByRole('button', { name: 'Google Play' })).toHaveAttribute('aria-pressed', 'true');
    expect(drawnModules(qrCode('Google Play'))).toEqual(modulesFor(CONFIGURED_STORE_URLS.playStoreUrl));
    expect(screen.getByText('Scan to get the app on Google Play')).toBeInTheDocument();
  });

  it('switches to the configured App Store address, and back', async () => {
    const { user } = renderWithProviders(<AppDownload />);
    await user.click(screen.getByRole('button', { name: 'App Store' }));
    expect(screen.getByRole('button', { name: 'App Store' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Google Play' })).toHaveAttribute('aria-pressed', 'false');
    const appStoreCells = drawnModules(qrCode('the App Store'));
    expect(appStoreCells).toEqual(modulesFor(CONFIGURED_STORE_URLS.appStoreUrl));
    expect(appStoreCells).not.toEqual(modulesFor(CONFIGURED_STORE_URLS.playStoreUrl));
    expect(screen.getByText('Scan to get the app on the App Store')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Google Play' }));
    expect(drawnModules(qrCode('Google Play'))).toEqual(modulesFor(CONFIGURED_STORE_URLS.playStoreUrl));
  });

  it('starts on the App Store for an iPhone', () => {
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    renderWithProviders(<AppDownload />);
    expect(drawnModules(qrCode('the App Store'))).toEqual(modulesFor(CONFIGURED_STORE_URLS.appStoreUrl));
  });

  it('links both configured stores in a new tab without an opener', () => {
    renderWithProviders(<AppDownload />);
    const block = screen.getByRole('region', { name: 'Download the App' });
    for (const [name, href] of [
      ['Download on the App Store', CONFIGURED_STORE_URLS.appStoreUrl],
      ['Get it on Google Play', CONFIGURED_STORE_URLS.playStoreUrl],
    ]) {
      const link = within(block).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

describe('defaultStoreFor', () => {
  it('picks the App Store for iPhone, iPad and Mac, Google Play for the rest', () => {
    expect(defaultStoreFor(IPHONE)).toBe('appStore');
    expect(defaultStoreFor('Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X)')).toBe('appStore');
    expect(defaultStoreFor('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15')).toBe('appStore');
    expect(defaultStoreFor(ANDROID)).toBe('playStore');
    expect(defaultStoreFor('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0')).toBe('playStore');
    expect(defaultStoreFor('')).toBe('playStore');
  });
});
