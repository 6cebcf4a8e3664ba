import { safeReturnPath } from './safeReturnPath';

describe('the path a sign-in returns to', () => {
  it.each(['/profile', '/events/coldplay/7?from=search', '/search?q=a%2Fb#results'])('keeps %s, a path on this site', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    'https://evil.example/x',
    'http://evil.example',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'events/7',
    '',
    null,
    undefined,
  ])('refuses %p and goes home instead', (target) => {
    expect(safeReturnPath(target)).toBe('/');
  });
});
