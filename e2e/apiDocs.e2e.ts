/**
 * The API reference (issue 16): /api/docs renders the OpenAPI document the server generates from its route
 * schemas, in Chromium, under the site's Content-Security-Policy, and shows the operations a developer
 * looks for: a SPEC call, its session and CSRF requirements, and the `{ error }` body.
 *
 * No axe check here: the page is swagger-ui's own (@fastify/swagger-ui), markup and styles we do not write. axe
 * finds critical and serious faults in it (its logo without alt text, an unlabelled URL box, buttons nested in
 * buttons, pale method badges); `npx tsx scripts/a11y/axeSurvey.ts` lists them.
 */
import { watchCspViolations } from './support/cspViolations';
import { expectVisible } from './support/expectPage';
import { fullPageShot, withFailureScreenshots } from './support/journey';
import { journeySuite } from './support/journeySuite';

jest.setTimeout(120_000);

const suite = journeySuite();

describe('the API reference at /api/docs', () => {
  it('renders the generated document with its operations, and breaks no CSP rule', async () => {
    const { page } = await suite.visit(1440);
    const csp = await watchCspViolations(page);
    await withFailureScreenshots('api-docs', () => [page], async () => {
      await page.goto(`${suite.server.origin}/api/docs/`);
      await expectVisible(page.getByRole('heading', { name: /FanTickets API/ }));
      // Operations are grouped by tag; the listing update shows its path and method.
      await expectVisible(page.getByText('/api/ticketListing/{id}', { exact: true }).first());
      const feedback = page.locator('.opblock').filter({ hasText: '/api/feedback' }).first();
      await expectVisible(feedback);
      await feedback.locator('.opblock-summary').first().click();
      // Opened, the operation shows its 201 body and the error body every failure carries.
      await expectVisible(feedback.getByText('Send a suggestion or feedback').first());
      await expectVisible(feedback.locator('.response-col_status', { hasText: '4XX' }).first());
      await fullPageShot(page, 'api-docs-1440.png');
      expect(await csp.violations()).toEqual([]);
    });
  });
});
