import * as oidc from 'openid-client';
import { cleanName } from '../../shared/schemas/nameRules';
import type { OidcConfig } from '../config';
import type { ProviderIdentity } from './auth.service';

/** What the browser carries (in a signed, httpOnly cookie) from the login redirect to the callback. */
export interface PendingLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
}

const DISCOVERY_TIMEOUT_S = 10;

/**
 * The OpenID Connect authorization-code flow with PKCE against OIDC_ISSUER (Google in production,
 * a local provider in tests). The issuer's metadata is fetched on first use and kept; a failed fetch is retried next time.
 */
export class OidcSignIn {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(
    private readonly settings: OidcConfig,
    private readonly redirectUri: string,
  ) {}

  private discover(): Promise<oidc.Configuration> {
    if (this.configuration === undefined) {
      const issuer = new URL(this.settings.issuer);
      // Plain HTTP is only accepted by config.ts outside production (a provider on this machine).
      const execute = issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [];
      this.configuration = oidc
        .discovery(issuer, this.settings.clientId, this.settings.clientSecret, undefined, { execute, timeout: DISCOVERY_TIMEOUT_S })
        .catch((error: unknown) => {
          this.configuration = undefined;
          throw error;
        });
    }
    return this.configuration;
  }

  async start(): Promise<{ authUrl: string; pending: PendingLogin }> {
    const configuration = await this.discover();
    const pending: PendingLogin = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
    const authUrl = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { authUrl: authUrl.href, pending };
  }

  /** Exchanges the code the provider sent back for the user's verified identity; throws if anything does not check out. */
  async finish(callbackUrl: URL, pending: PendingLogin): Promise<ProviderIdentity> {
    const configuration = await this.discover();
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (claims === undefined) throw new Error('the provider sent no ID token');
    return {
      email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '',
      emailVerified: claims.email_verified === true,
      // The provider's name is the user's to choose: it is made to fit our name rules rather than refused.
      name: cleanName(typeof claims.name === 'string' ? claims.name : null),
    };
  }
}
