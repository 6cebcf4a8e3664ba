import { decodeScope, encodeScope, EVERYTHING, eventScope } from './cacheScope';

describe('a write scope as a notification payload', () => {
  it('carries an event scope and everything across', () => {
    expect(decodeScope(encodeScope(eventScope(42)))).toEqual(eventScope(42));
    expect(decodeScope(encodeScope(EVERYTHING))).toEqual(EVERYTHING);
  });

  it('reads anything else (an older process sends an empty payload) as everything', () => {
    for (const payload of ['', 'event:', 'event:abc', 'event:12345678901', 'lists', ' event:4']) expect(decodeScope(payload)).toEqual(EVERYTHING);
  });
});
