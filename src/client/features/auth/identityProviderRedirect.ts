/** Leaves the SPA for the identity provider's page (its own module so tests can stand in for the browser). */
export function leaveForIdentityProvider(authUrl: string): void {
  window.location.assign(authUrl);
}
