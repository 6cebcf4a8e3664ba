import { AppError } from '../http/AppError';
import { SERVER_RESTARTED } from '../../shared/verification';
import { MAIL_ALREADY_USED, NOT_RECEIVED, VERIFICATION_CANCELLED } from './verification.service';
import { BOOKING_ALREADY_LISTED } from './verifiedListing.service';
import { REASON_OF_REFUSAL, refusalReasonOf, VerificationRefused } from './verificationResults';

/** Which ends of a verification the Dashboard counts as refusals, and under which reason. */
describe('refusalReasonOf', () => {
  it.each([
    ['a refusal of the mail checks', new VerificationRefused(422, 'signature', REASON_OF_REFUSAL['dkim-expired']), 'SIGNATURE'],
    ['no e-mail within the wait', new VerificationRefused(404, NOT_RECEIVED, 'NOT_RECEIVED'), 'NOT_RECEIVED'],
    ['an e-mail already spent', new VerificationRefused(409, MAIL_ALREADY_USED, 'ALREADY_LISTED'), 'ALREADY_LISTED'],
    ['a booking another listing holds', new AppError(409, BOOKING_ALREADY_LISTED), 'ALREADY_LISTED'],
    ['a seller suspended meanwhile', new AppError(403, 'This account is suspended.'), 'OTHER'],
  ])('counts %s', (_what, error, reason) => {
    expect(refusalReasonOf(error)).toBe(reason);
  });

  it.each([
    ['a cancel by the seller', new AppError(499, VERIFICATION_CANCELLED)],
    ['a server that stopped', new AppError(503, SERVER_RESTARTED)],
    ['a failure of the server', new Error('connection terminated')],
  ])('does not count %s', (_what, error) => {
    expect(refusalReasonOf(error)).toBeUndefined();
  });

  it('folds every refusal of the mail checks into one of the reasons', () => {
    expect(new Set(Object.values(REASON_OF_REFUSAL))).toEqual(new Set(['NOT_ATTACHED', 'UNREADABLE_MAIL', 'SIGNATURE', 'NOT_THEIR_BOOKING', 'NOT_A_BOOKING', 'WRONG_EVENT']));
  });
});
