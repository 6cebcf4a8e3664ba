import { TINY_PNG } from './photoWithExif';
import { readFixture } from '../mail/testing/fixtures';
import { shippedProvider } from '../mail/testing/shippedProviders';
import { multipartFile } from './multipartFile';
import type { AdminRow, Row } from './authorizationRows';

/**
 * Every /api/admin/ route. A stranger and a browser with an ended session are asked to sign in (401), a change
 * before any CSRF check; every signed-in account but an admin gets 403. A route the app serves under /api/admin/ that is missing here fails the first test.
 */
export const ADMIN_TABLE: Record<string, AdminRow> = {
  'GET /api/admin/audit': { request: (t) => ({ method: 'GET', url: `/api/admin/audit?targetType=user&targetId=${t.personId}` }), admin: 200 },
  'GET /api/admin/users': { request: () => ({ method: 'GET', url: '/api/admin/users?query=somebody' }), admin: 200 },
  'POST /api/admin/users/:id/suspend': {
    request: (t) => ({ method: 'POST', url: `/api/admin/users/${t.personId}/suspend`, payload: { reason: 'Sold one ticket twice' } }),
    admin: 200,
  },
  'POST /api/admin/users/:id/restore': { request: (t) => ({ method: 'POST', url: `/api/admin/users/${t.suspendedPersonId}/restore` }), admin: 200 },
  'GET /api/admin/inbox': { request: () => ({ method: 'GET', url: '/api/admin/inbox?kind=feedback' }), admin: 200 },
  'POST /api/admin/inbox/:kind/:id/done': { request: (t) => ({ method: 'POST', url: `/api/admin/inbox/feedback/${t.feedbackId}/done` }), admin: 200 },
  'GET /api/admin/events': { request: () => ({ method: 'GET', url: '/api/admin/events?query=console' }), admin: 200 },
  'GET /api/admin/events/:id': { request: (t) => ({ method: 'GET', url: `/api/admin/events/${t.eventId}` }), admin: 200 },
  'POST /api/admin/events': { request: () => ({ method: 'POST', url: '/api/admin/events', payload: TABLE_EVENT }), admin: 201 },
  'PUT /api/admin/events/:id': { request: (t) => ({ method: 'PUT', url: `/api/admin/events/${t.eventId}`, payload: TABLE_EVENT }), admin: 200 },
  'PUT /api/admin/events/:id/thumbnail': {
    request: (t) => ({ method: 'PUT', url: `/api/admin/events/${t.eventId}/thumbnail`, ...multipartFile(TINY_PNG, { filename: 'poster.png', type: 'image/png' }) }),
    admin: 200,
  },
  'POST /api/admin/events/:id/postpone': { request: (t) => ({ method: 'POST', url: `/api/admin/events/${t.eventId}/postpone`, payload: { date: '2030-01-05T19:00' } }), admin: 200 },
  'POST /api/admin/events/:id/cancel': { request: (t) => ({ method: 'POST', url: `/api/admin/events/${t.eventId}/cancel`, payload: { reason: 'The venue flooded' } }), admin: 200 },
  'POST /api/admin/events/import/preview': { request: () => ({ method: 'POST', url: '/api/admin/events/import/preview', ...tableImport('Preview') }), admin: 200 },
  'POST /api/admin/events/import': { request: () => ({ method: 'POST', url: '/api/admin/events/import', ...tableImport('Imported') }), admin: 200 },
  'GET /api/admin/categories': { request: () => ({ method: 'GET', url: '/api/admin/categories' }), admin: 200 },
  'POST /api/admin/categories': { request: () => ({ method: 'POST', url: '/api/admin/categories', payload: { title: 'Added At The Table' } }), admin: 201 },
  'GET /api/admin/listings': { request: (t) => ({ method: 'GET', url: `/api/admin/listings?concertId=${t.concertId}` }), admin: 200 },
  'POST /api/admin/listings/:id/hide': {
    request: (t) => ({ method: 'POST', url: `/api/admin/listings/${t.listingId}/hide`, payload: { reason: 'The seat does not exist at this venue' } }),
    admin: 200,
  },
  'POST /api/admin/listings/:id/restore': { request: (t) => ({ method: 'POST', url: `/api/admin/listings/${t.hiddenListingId}/restore` }), admin: 200 },
  'POST /api/admin/deleted-listings/:id/allow-relisting': {
    request: (t) => ({ method: 'POST', url: `/api/admin/deleted-listings/${t.deletedListingId}/allow-relisting` }),
    admin: 200,
  },
  'GET /api/admin/reports': { request: () => ({ method: 'GET', url: '/api/admin/reports' }), admin: 200 },
  'POST /api/admin/reports/:id/resolve': {
    request: (t) => ({ method: 'POST', url: `/api/admin/reports/${t.reportId}/resolve`, payload: { resolution: 'DISMISSED', note: 'The seller showed the booking' } }),
    admin: 200,
  },
  'GET /api/admin/dashboard': { request: () => ({ method: 'GET', url: '/api/admin/dashboard' }), admin: 200 },
  'GET /api/admin/providers': { request: () => ({ method: 'GET', url: '/api/admin/providers' }), admin: 200 },
  'GET /api/admin/providers/:slug': { request: () => ({ method: 'GET', url: '/api/admin/providers/bookmyshow' }), admin: 200 },
  'POST /api/admin/providers': { request: () => ({ method: 'POST', url: '/api/admin/providers', payload: TABLE_PROVIDER }), admin: 201 },
  'PUT /api/admin/providers/:slug': { request: () => ({ method: 'PUT', url: '/api/admin/providers/skillbox', payload: shippedProvider('skillbox') }), admin: 200 },
  'POST /api/admin/providers/:slug/enabled': { request: () => ({ method: 'POST', url: '/api/admin/providers/sortmyscene/enabled', payload: { enabled: true } }), admin: 200 },
  'POST /api/admin/providers/try': {
    request: () => ({ method: 'POST', url: '/api/admin/providers/try', ...multipartFile(readFixture('skillbox.eml'), { filename: 'skillbox.eml', fields: { definition: JSON.stringify(shippedProvider('skillbox')) } }) }),
    admin: 200,
  },
  'POST /api/admin/providers/:slug/samples': {
    request: () => ({ method: 'POST', url: '/api/admin/providers/skillbox/samples', ...multipartFile(readFixture('skillbox.eml'), { filename: 'skillbox.eml' }) }),
    admin: 201,
  },
};
/** A provider an admin row adds. */
const TABLE_PROVIDER = { ...shippedProvider('skillbox'), slug: 'table-tix', name: 'Table Tix', dkimDomains: ['tabletix.example'], fromDomains: ['tabletix.example'] };
/** The fields of an event an admin row creates or corrects. */
export const TABLE_EVENT = { name: 'Console Table Show', date: '2030-01-01T19:30', venue: 'NSCI Dome', city: 'Mumbai', artist: 'The Table Band', categoryId: 1, expectedDkimDomain: 'district.in' };
const tableImport = (name: string) =>
  multipartFile(Buffer.from(`name,date,venue,city,artist,category,provider\r\n${name} Night,2030-02-01T20:00,Venue,Pune,Artist,Table Shows,District\r\n`), {
    filename: 'events.csv',
    type: 'text/csv',
  });
export const ADMIN_READ: Row['expected'] = [401, 401, 403, 403, 403];
export const ADMIN_CHANGE: Row['expected'] = [401, 401, 403, 403, 403];
