import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeStore } from '../app/store';
import { jsonResponse, testUser } from '../test/fakeFetch';
import { ticketNest } from '../test/providerFixtures';
import { apiSlice } from './apiSlice';

/**
 * The client's API slice against the server's OpenAPI document (docs/api/openapi.json, which the server's
 * apiDocs.test.ts keeps equal to what the server serves): every endpoint, called through the real store and
 * transport, must send an operation the document has, with a method it declares, only query parameters it
 * declares, path parameters of the declared type and a body its schema accepts.
 */

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: object;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: object }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, object> };
}

const document: OpenApi = JSON.parse(readFileSync(join(__dirname, '../../../docs/api/openapi.json'), 'utf8'));

// Every feature's API file injects its endpoints into the one slice when it is loaded.
function loadEndpointFiles(folder: string): void {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) loadEndpointFiles(path);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- which files to load is found at run time
    else if (/Api\.ts$/.test(entry.name)) require(path);
  }
}
loadEndpointFiles(join(__dirname, '../features'));

const listing = { ticketListingId: 7, concert: { concertId: 3 } };
const file = () => new File(['From: bookings@example.in\r\n\r\nhello'], 'booking.eml', { type: 'message/rfc822' });

const adminEvent = { name: 'Coldplay: Music of the Spheres', date: '2030-05-10T19:30', venue: 'DY Patil Stadium', city: 'Mumbai', artist: 'Coldplay', categoryId: 1, expectedDkimDomain: 'bookmyshow.com' };
const provider = { ...ticketNest, fields: { ...ticketNest.fields, seat: { label: 'Zone', pattern: '(?P<seat>[A-Z]+ - Row [A-Z])', in: 'body' as const } } };
const csv = () => new File(['name,date,venue,city,artist,category,provider\r\n'], 'events.csv', { type: 'text/csv' });

/** An argument for each endpoint, as a screen would pass it. An endpoint missing here fails the first test. */
const SAMPLE_ARGS: Record<string, unknown> = {
  getSession: undefined,
  getMe: undefined,
  signIn: { email: 'asha@example.in', password: 'secret-123' },
  signUp: { name: 'Asha Rao', email: 'asha@example.in', phoneNumber: '+919800000001', password: 'secret-123' },
  askForPasswordReset: { email: 'asha@example.in' },
  resetPassword: { token: '12.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789', password: 'secret-456' },
  logout: undefined,
  startGoogleSignIn: undefined,
  resendEmailOtp: undefined,
  confirmEmail: '123456',
  sendPhoneOtp: undefined,
  verifyPhoneOtp: { code: '1234', verificationId: 'a1b2c3' },
  skipVerification: 'email',
  uploadProfilePicture: new File(['png'], 'me.png', { type: 'image/png' }),
  updateUser: { id: 1, name: 'Asha R' },
  downloadMyData: undefined,
  deleteAccount: { confirmation: 'DELETE', currentPassword: 'secret-123' },
  sendFeedback: { kind: 'FEEDBACK', text: 'Lovely', page: '/explore' },
  searchConcerts: 'coldplay',
  getSearchResults: 'coldplay',
  getConcerts: { city: 'Mumbai', categoryId: 2, from: '2026-12-01', to: '2026-12-31' },
  getConcertsByCategory: 2,
  getPastConcerts: undefined,
  getLikelyConcerts: undefined,
  getConcert: 3,
  getCategories: undefined,
  getCategory: 2,
  getSubscriptionStatus: { concertId: 3, pushUserId: 'device-1' },
  subscribeToEvent: { concertId: 3, pushUserId: 'device-1' },
  unsubscribeFromEvent: { concertId: 3, pushUserId: 'device-1' },
  requestTickets: 3,
  getTicketRequestStatus: 3,
  getPushPublicKey: undefined,
  registerPushSubscription: {
    deviceId: 'device-1',
    subscription: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
      expirationTime: null,
      keys: { p256dh: 'BK0zTK0iGSIESA9vX4JIbqccVOxcy6ZweXq_dC9Mq1Z7AMZsPn2hztQcXSs87LIWf-DY9Zs-rA7veYk8J_RcIes', auth: 'l0WwEGSCYGNVaAV448u4nA' },
    },
  },
  getUnsubscribeTarget: { token: '12.7.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abc' },
  stopAlerts: { token: '12.7.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abc' },
  getPopularConcerts: undefined,
  getRecentlyViewed: undefined,
  recordRecentlyViewed: 7,
  getStatistics: undefined,
  createListingFromEmail: { userId: 1, concertId: 3, senderEmail: 'asha@example.in', expectedDkimDomain: 'bookmyshow.com' },
  createListingFromUpload: { concertId: 3, expectedDkimDomain: 'bookmyshow.com', file: file() },
  getVerificationStatus: undefined,
  getSenderAddresses: undefined,
  sendSenderAddressOtp: 'tickets@example.in',
  verifySenderAddress: { email: 'tickets@example.in', code: '123456' },
  getVerificationMailbox: undefined,
  getConcertListings: { concertId: 3, minPrice: 100, maxPrice: 5000, minQuantity: 2 },
  getListingPriceCeiling: 3,
  getMyListings: undefined,
  getListingRules: undefined,
  getListing: 7,
  getListingSeller: 7,
  updateListing: {
    listing,
    update: { quantity: 2, price: 1500, verifiedSeat: 'A1', verifiedAdditionalDetails: null, wantsExchange: false, negotiable: true, sellerCity: 'Mumbai' },
  },
  deleteListing: listing,
  markListingSold: { listing, source: 'PLATFORM' },
  contactSeller: 7,
  checkMeetupBooking: { listing, bookingId: 'BMS-123 456' },
  searchPeople: { query: 'vikram', pageNumber: 0 },
  suspendAccount: { id: 21, reason: 'Sold the same ticket twice' },
  restoreAccount: 21,
  getInbox: { kind: 'requests', status: 'open', pageNumber: 1 },
  markInboxItemDone: { kind: 'feedback', id: 4 },
  getAuditLog: { actor: 'asha@example.in', action: 'user.suspend', targetType: 'user', targetId: 21, from: '2026-11-01', to: '2026-11-30', pageNumber: 0 },
  reportListing: { listingId: 7, reason: 'ALREADY_SOLD', details: 'Sold at the gate yesterday' },
  searchListings: { query: 'bms-123', state: 'hidden', pageNumber: 0 },
  hideListing: { id: 7, reason: 'The seat does not exist' },
  restoreListing: 7,
  allowRelisting: 7,
  getReportQueue: 0,
  resolveReport: { id: 5, resolution: 'LISTING_HIDDEN', note: 'Fake booking' },
  getDashboard: undefined,
  searchAdminEvents: { query: 'coldplay', pageNumber: 0 },
  createAdminEvent: adminEvent,
  editAdminEvent: { id: 3, values: adminEvent },
  uploadEventThumbnail: { id: 3, file: new File(['not really a png'], 'poster.png', { type: 'image/png' }) },
  postponeAdminEvent: { id: 3, date: '2030-05-12T19:30' },
  cancelAdminEvent: { id: 3, reason: 'The organisers called it off' },
  getAdminCategories: undefined,
  addAdminCategory: 'Stand-up Comedy',
  previewEventImport: csv(),
  importEvents: csv(),
  getAdminProviders: undefined,
  getAdminProvider: 'ticketnest',
  createProvider: provider,
  saveProviderVersion: provider,
  setProviderEnabled: { slug: 'ticketnest', enabled: true },
  tryProvider: { definition: provider, file: file() },
  keepProviderSample: { slug: 'ticketnest', file: file() },
  getProviders: undefined,
};

interface Sent {
  endpoint: string;
  method: string;
  url: URL;
  body: unknown;
}

async function callEveryEndpoint(): Promise<Sent[]> {
  const sent: Sent[] = [];
  let current = '';
  const fetchFn: typeof fetch = async (input, init) => {
    sent.push({ endpoint: current, method: init?.method ?? 'GET', url: new URL(String(input), 'http://localhost'), body: init?.body });
    return jsonResponse(200, { user: testUser });
  };
  const store = makeStore({ transport: { fetchFn, sleep: async () => undefined, readCookie: () => 'csrf-token' } });
  const endpoints = apiSlice.endpoints as unknown as Record<string, { initiate(arg: unknown): unknown }>;
  for (const [name, endpoint] of Object.entries(endpoints)) {
    current = name;
    const call = store.dispatch(endpoint.initiate(SAMPLE_ARGS[name]) as never) as unknown as PromiseLike<unknown> & { unsubscribe?: () => void };
    await Promise.resolve(call).catch(() => undefined);
    call.unsubscribe?.();
  }
  return sent;
}

/** The document's path template a concrete path fits: literal segments before parameters (/concerts/past, not /concerts/{id}). */
function templateFor(path: string): { template: string; params: Record<string, string> } | undefined {
  const templates = Object.keys(document.paths).sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0));
  for (const template of templates) {
    const names: string[] = [];
    const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{([^}]+)\\?\}/g, (_match, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    const match = new RegExp(`^${pattern}$`).exec(path);
    if (match) return { template, params: Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1])])) };
  }
  return undefined;
}

/** Bodies are checked as sent; path and query values travel as text, so they are read as the server reads them. */
function ajvFor(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({ strict: false, coerceTypes });
  addFormats(ajv);
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) ajv.addSchema(schema, `#/components/schemas/${name}`);
  return ajv;
}
const bodies = ajvFor(false);
const textValues = ajvFor(true);

function schemaProblem(schema: object | undefined, value: unknown, ajv = bodies): string | null {
  if (schema === undefined) return null;
  const validate = ajv.compile(schema);
  // Coercion writes into its container: the value is checked inside one.
  return validate(value) ? null : ajv.errorsText(validate.errors);
}

function textProblem(schema: object | undefined, value: string): string | null {
  if (schema === undefined) return null;
  const holder = { value };
  return schemaProblem({ type: 'object', properties: { value: schema } }, holder, textValues);
}

function problemsOf(request: Sent): string[] {
  const where = `${request.endpoint}: ${request.method} ${request.url.pathname}`;
  const matched = templateFor(request.url.pathname);
  if (matched === undefined) return [`${where}: no such path in the document`];
  const operation = document.paths[matched.template][request.method.toLowerCase()];
  if (operation === undefined) return [`${where}: the document has no ${request.method} for ${matched.template}`];
  const problems: string[] = [];
  const declared = (place: Parameter['in']) => (operation.parameters ?? []).filter((parameter) => parameter.in === place);
  for (const [name, value] of Object.entries(matched.params)) {
    const parameter = declared('path').find((candidate) => candidate.name === name);
    const problem = parameter === undefined ? 'is not declared' : textProblem(parameter.schema, value);
    if (problem !== null) problems.push(`${where}: path parameter ${name}=${value} ${problem}`);
  }
  for (const [name, value] of request.url.searchParams) {
    const parameter = declared('query').find((candidate) => candidate.name === name);
    const problem = parameter === undefined ? 'is not declared' : textProblem(parameter.schema, value);
    if (problem !== null) problems.push(`${where}: query parameter ${name}=${value} ${problem}`);
  }
  const content = operation.requestBody?.content ?? {};
  if (request.body instanceof FormData) {
    if (content['multipart/form-data'] === undefined) problems.push(`${where}: sends multipart/form-data, which the operation does not take`);
  } else if (typeof request.body === 'string') {
    const json = content['application/json'];
    if (json === undefined) problems.push(`${where}: sends a JSON body, which the operation does not take`);
    else {
      const problem = schemaProblem(json.schema, JSON.parse(request.body));
      if (problem !== null) problems.push(`${where}: body ${problem}`);
    }
  } else if (operation.requestBody?.required === true && schemaProblem(content['application/json']?.schema, null) !== null) {
    problems.push(`${where}: sends no body, which the operation requires`);
  }
  return problems;
}

describe("the client's API slice against the server's OpenAPI document", () => {
  let sent: Sent[];
  beforeAll(async () => {
    sent = await callEveryEndpoint();
  });

  it('has a sample call for every endpoint, and every endpoint calls the server', () => {
    const names = Object.keys(apiSlice.endpoints);
    expect(names.length).toBeGreaterThan(40);
    expect(names.filter((name) => !(name in SAMPLE_ARGS))).toEqual([]);
    expect(names.filter((name) => !sent.some((request) => request.endpoint === name))).toEqual([]);
  });

  it('sends only operations the document declares, with their methods, parameters and bodies', () => {
    expect(sent.flatMap(problemsOf)).toEqual([]);
  });

  it('would notice a call the document does not have', () => {
    const wrong: Sent = { endpoint: 'made-up', method: 'PATCH', url: new URL('http://localhost/api/feedback?mood=great'), body: undefined };
    expect(problemsOf(wrong)).toEqual(['made-up: PATCH /api/feedback: the document has no PATCH for /api/feedback']);
    const query: Sent = { endpoint: 'made-up', method: 'GET', url: new URL('http://localhost/api/statistics?mood=great'), body: undefined };
    expect(problemsOf(query)).toEqual(['made-up: GET /api/statistics: query parameter mood=great is not declared']);
    const id: Sent = { endpoint: 'made-up', method: 'GET', url: new URL('http://localhost/api/ticketListing/seven'), body: undefined };
    expect(problemsOf(id)).toEqual([expect.stringMatching(/^made-up: GET \/api\/ticketListing\/seven: path parameter id=seven .*integer/)]);
    const body: Sent = { endpoint: 'made-up', method: 'POST', url: new URL('http://localhost/api/feedback'), body: JSON.stringify({ kind: 'PRAISE', text: 'hi', page: '/' }) };
    expect(problemsOf(body)).toEqual([expect.stringMatching(/^made-up: POST \/api\/feedback: body .*allowed values/)]);
  });
});
