import { DEFAULT_POSTHOG_HOST, posthogHostFor } from './posthogHost';

describe('the analytics host of a client build', () => {
  it.each([
    ['a key and a host', 'phc_key', 'https://posthog.example.in', 'https://posthog.example.in'],
    ['a key and no host', 'phc_key', undefined, DEFAULT_POSTHOG_HOST],
    ['a key and an empty host', 'phc_key', '', DEFAULT_POSTHOG_HOST],
    ['neither', undefined, undefined, null],
    ['an empty key and no host', '', null, null],
  ])('is what the client uses for %s', (_label, key, host, expected) => {
    expect(posthogHostFor(key, host)).toBe(expected);
  });
});
