import { readBrowserCookie } from './csrfCookie';

describe('readBrowserCookie', () => {
  it('reads the csrf-token cookie from document.cookie', () => {
    document.cookie = 'theme=dark';
    document.cookie = 'csrf-token=abc%3D123';
    expect(readBrowserCookie('csrf-token')).toBe('abc=123');
    expect(readBrowserCookie('missing')).toBeUndefined();
  });
});
