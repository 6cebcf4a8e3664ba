/**
 * The accessibility survey: every page and dialog of the product at 1440 × 900 and 390 × 844, judged by axe-core
 * (WCAG 2.1 A and AA and axe's best practices), printed as a markdown table with each violation's elements, and a
 * screenshot of each at 390 px; all in test-results/axe-survey/ (survey.md, survey.json, the PNGs).
 *
 *   npm run build && npm run a11y [-- --root <checkout with a build> --out <folder>]  (both optional)
 *
 * It starts the built server of `--root` (this checkout by default) with a throwaway database, as the journeys
 * do. A stop the build does not have (an older checkout) is reported as n/a with the reason.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildDemoForward, type DemoForward } from '../../src/server/mailbox/demoForward';
import { axeRun, VIEWPORTS, type Width } from '../../e2e/support/axe';
import { newAccount, signInViaApi, signUpViaApi } from '../../e2e/support/accounts';
import { ARTIFACTS_DIR, launchBrowser } from '../../e2e/support/browser';
import { concertListings, DEMO_SELLER_PASSWORD, DEMO_SELLERS, upcomingConcerts } from '../../e2e/support/seed';
import { startServer } from '../../e2e/support/server';
import { verifyContactsViaApi } from '../../e2e/support/verifiedSeller';
import { violationDetails, surveySummary, surveyTable, type SurveyRow } from './surveyReport';
import { STOPS, type Role, type Tour } from './surveyStops';
import { shippedProvider } from '../../src/server/mail/testing/shippedProviders';

const STEP_TIMEOUT_MS = 20_000;

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

async function tourData(origin: string) {
  const events = (await upcomingConcerts(origin)).content;
  let event = events[0];
  for (const candidate of events) {
    if ((await concertListings(origin, candidate.concertId)).content.some((l) => l.ticketStatus === 'LISTED')) {
      event = candidate;
      break;
    }
  }
  const sellEvent = events.find((e) => e.expectedDkimDomain === 'bookmyshow.com');
  if (!sellEvent) throw new Error('no upcoming BookMyShow event in the demo catalogue');
  const keyword = event.concertName.split(/\s+/).find((word) => word.length >= 4) ?? event.concertName;
  const mailbox = await fetch(`${origin}/api/verification-mailbox`)
    .then((r) => r.json() as Promise<{ address: string }>)
    .then((body) => body.address)
    .catch(() => 'verify@localhost');
  return { event, sellEvent, keyword, mailbox };
}

/** One browser profile per role, signed in as the role needs, at the width. */
async function rolePages(browser: Browser, origin: string, width: Width) {
  const pages = new Map<Role, Page>();
  const seller = newAccount('Seller');
  for (const role of ['visitor', 'fan', 'seller', 'demoSeller'] as const) {
    const context = await browser.newContext({ viewport: VIEWPORTS[width], locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    context.setDefaultNavigationTimeout(60_000);
    if (role === 'fan') await signUpViaApi(context, origin, newAccount('Survey'));
    if (role === 'seller') {
      await signUpViaApi(context, origin, seller);
      await verifyContactsViaApi(context, origin, seller);
    }
    if (role === 'demoSeller') await signInViaApi(context, origin, DEMO_SELLERS[0].email, DEMO_SELLER_PASSWORD);
    pages.set(role, await context.newPage());
  }
  return { pages, sellerEmail: seller.email };
}

async function surveyAt(browser: Browser, server: { origin: string; smtpPort: number }, width: Width, shots: string): Promise<SurveyRow[]> {
  const data = await tourData(server.origin);
  const { pages, sellerEmail } = await rolePages(browser, server.origin, width);
  let forward: Promise<DemoForward> | undefined;
  const tour: Tour = {
    ...server,
    ...data,
    width,
    sellerEmail,
    forward: () => (forward ??= buildDemoForward({ provider: shippedProvider('bookmyshow'), event: data.sellEvent, from: sellerEmail, to: data.mailbox })),
  };
  const rows: SurveyRow[] = [];
  for (const [index, stop] of STOPS.entries()) {
    const row = { stop: stop.name, kind: stop.kind, width };
    if (stop.widths && !stop.widths.includes(width)) {
      rows.push({ ...row, violations: null, missing: `n/a: ${stop.widths.join(' and ')} px only` });
      continue;
    }
    const page = pages.get(stop.as) as Page;
    try {
      await stop.reach(page, tour);
      const violations = await axeRun(page, stop.scope);
      if (violations === null) throw new Error(`nothing matches ${stop.scope}`);
      rows.push({ ...row, violations });
      if (width === 390) {
        await page.screenshot({ path: path.join(shots, `${String(index + 1).padStart(2, '0')}-${slug(stop.name)}.png`), fullPage: stop.kind === 'page' });
      }
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0].slice(0, 160);
      rows.push({ ...row, violations: null, missing: `n/a: not reached (${reason.replace(/\|/g, '/')})` });
    }
    console.error(`${width} px ${stop.name}: ${rows[rows.length - 1].violations?.length ?? rows[rows.length - 1].missing}`);
  }
  for (const page of pages.values()) await page.context().close();
  return rows;
}

async function main() {
  const root = path.resolve(option('root') ?? path.join(__dirname, '../..'));
  const shots = path.resolve(option('out') ?? path.join(ARTIFACTS_DIR, 'axe-survey'));
  rmSync(shots, { recursive: true, force: true });
  mkdirSync(shots, { recursive: true });
  const server = await startServer({}, root);
  const browser = await launchBrowser();
  const rows: SurveyRow[] = [];
  try {
    for (const width of [1440, 390] as const) rows.push(...(await surveyAt(browser, server, width, shots)));
  } finally {
    await browser.close();
    await server.stop();
  }
  // A row per stop, its two widths side by side.
  const ordered = STOPS.flatMap((stop) => rows.filter((r) => r.stop === stop.name));
  const report = [
    `axe-core survey of ${root}`,
    '',
    surveyTable(ordered),
    '',
    surveySummary(ordered),
    '',
    'Each violation, element by element:',
    '',
    violationDetails(ordered),
  ].join('\n');
  writeFileSync(path.join(shots, 'survey.md'), `${report}\n`);
  writeFileSync(path.join(shots, 'survey.json'), `${JSON.stringify(ordered, null, 2)}\n`);
  console.log(report);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
