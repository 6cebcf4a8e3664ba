import type { AuditEntry } from '../../../../shared/admin/audit';
import { ticketNestPublic } from '../../../test/providerFixtures';
import { SHIPPED_PROVIDERS } from '../../../test/shippedProviders';
import { changeSentences as sentencesNaming } from './changeSentences';

/** Provider names as GET /api/providers gives them: the four shipped ones and one an operator added. */
const providerName = (domain: string) => [...SHIPPED_PROVIDERS, ticketNestPublic].find((p) => p.domain === domain)?.name ?? domain;
const changeSentences = (entry: AuditEntry) => sentencesNaming(entry, providerName);

const entry = (action: AuditEntry['action'], before: AuditEntry['before'], after: AuditEntry['after']): AuditEntry => ({
  id: 1,
  at: '2026-11-28T13:00:00.000Z',
  actor: null,
  source: 'console',
  action,
  target: { type: 'event', id: 7, label: null },
  before,
  after,
});

describe('an audit entry’s change in sentences', () => {
  it('says an edit as each value before and after, in rupees, India time and names, never JSON or ISO', () => {
    const lines = changeSentences(
      entry('event.edit', { price: 2500, date: '2026-11-28T13:00:00.000Z', expectedDkimDomain: 'district.in', categoryId: 3 }, { price: 2300, date: '2026-12-05T14:30:00.000Z', expectedDkimDomain: 'bookmyshow.com', categoryId: 4 }),
    );
    expect(lines).toEqual(['Price ₹2,500 → ₹2,300', 'Date 28 Nov 2026, 6:30 pm → 5 Dec 2026, 8:00 pm', 'Selling provider District → BookMyShow', 'Category #3 → #4']);
  });

  it('names a provider an operator added as the server does', () => {
    expect(changeSentences(entry('event.edit', { expectedDkimDomain: 'ticketnest.in' }, { expectedDkimDomain: 'bookmyshow.com' }))).toEqual(['Selling provider TicketNest → BookMyShow']);
  });

  it('says what a new event was given, and the listings an action moved', () => {
    expect(changeSentences(entry('event.create', null, { name: 'Zakir Khan Live', date: '2027-02-01T14:30:00.000Z' }))).toEqual(['Name: Zakir Khan Live', 'Date: 1 Feb 2027, 8:00 pm']);
    expect(changeSentences(entry('event.cancel', { cancelled: false }, { cancelled: true, reason: 'Rain', closedListings: [9] }))).toEqual(['Reason: Rain', 'Closed 1 listing: #9']);
    expect(changeSentences(entry('user.restore', { suspended: true, reason: 'Fake' }, { suspended: false, shownListings: [] }))).toEqual(['Reason Fake removed', 'Showed again no listings']);
  });

  it('says when a restored listing stays hidden with its suspended seller', () => {
    expect(changeSentences(entry('listing.restore', { hidden: true, cause: 'OPERATOR', reason: 'Blurry' }, { hidden: true, cause: 'SELLER_SUSPENDED' }))).toEqual([
      'Still hidden: its seller is suspended',
      'Reason Blurry removed',
    ]);
  });
});
