import { INLINE_FORWARDS, readInlineForward } from './testing/fixtures';
import { verify } from './testing/verifyBookingHarness';

describe('a booking forwarded inline', () => {
  it.each(INLINE_FORWARDS)('is told to use Forward as attachment when %s forwarded it', async (name) => {
    expect(await verify(readInlineForward(name))).toEqual({
      ok: false,
      code: 'forwarded-inline',
      message: "We found your e-mail but the booking inside was forwarded inline. Use 'Forward as attachment' and send it again.",
    });
  });
});
