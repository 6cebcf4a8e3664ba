/**
 * What the server tells the SPA about itself when it sends a page: settings of the running server (its environment),
 * which the build cannot know. The build's own settings are src/client/app/clientConfig.ts.
 */
export interface RuntimeConfig {
  /** Google sign-in (OIDC_ISSUER) is set up: the sign-in forms offer 'Continue with Google'. */
  googleSignIn: boolean;
}

/** What a page without the block means: a server with nothing beyond the defaults set up. */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = { googleSignIn: false };

/** The id of the `<script type="application/json">` element holding it. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';
