/**
 * A real OpenID provider (oidc-provider) on loopback, run as a child process by startOidcProvider.ts:
 * oidc-provider is ES-module-only and Jest on Node 20 cannot load it in-process.
 * There is no login page: each interaction completes at once as the account set by
 * POST /test/next-account ({ email, email_verified, name }), so a test can walk the redirects with fetch.
 * Reads CLIENT_ID, CLIENT_SECRET and REDIRECT_URI from the environment; prints { issuer } once listening.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const { CLIENT_ID, CLIENT_SECRET, REDIRECT_URI } = process.env;
const accounts = new Map();
let nextAccount = { email: 'fan@example.in', email_verified: true, name: 'Test Fan' };

const server = createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      redirect_uris: [REDIRECT_URI],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  // Like Google: the ID token itself carries the e-mail claims.
  conformIdTokenClaims: false,
  cookies: { keys: ['oidc-test-provider-cookie-key'] },
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  findAccount: (_ctx, sub) => {
    const claims = accounts.get(sub);
    return claims === undefined ? undefined : { accountId: sub, claims: () => ({ sub, ...claims }) };
  },
});

async function completeInteraction(req, res) {
  const details = await provider.interactionDetails(req, res);
  if (details.prompt.name === 'login') {
    const sub = createHash('sha256').update(nextAccount.email).digest('hex').slice(0, 16);
    accounts.set(sub, nextAccount);
    await provider.interactionFinished(req, res, { login: { accountId: sub } }, { mergeWithLastSubmission: false });
    return;
  }
  const grant = details.grantId
    ? await provider.Grant.find(details.grantId)
    : new provider.Grant({ accountId: details.session.accountId, clientId: details.params.client_id });
  grant.addOIDCScope(details.params.scope);
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
}

async function readJson(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

const callback = provider.callback();
server.on('request', (req, res) => {
  const fail = (error) => {
    res.statusCode = 500;
    res.end(String(error));
  };
  if (req.method === 'POST' && req.url === '/test/next-account') {
    readJson(req).then((account) => {
      nextAccount = account;
      res.statusCode = 204;
      res.end();
    }, fail);
    return;
  }
  if (req.url.startsWith('/interaction/')) {
    completeInteraction(req, res).catch(fail);
    return;
  }
  callback(req, res);
});

process.stdout.write(`${JSON.stringify({ issuer })}\n`);
