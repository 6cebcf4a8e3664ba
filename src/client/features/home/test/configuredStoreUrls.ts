/**
 * Store addresses "configured at build time" for a test: set as webpack's DefinePlugin would, so this module
 * must be imported before anything that imports app/clientConfig.
 */
export const CONFIGURED_STORE_URLS = {
  appStoreUrl: 'https://apps.apple.com/in/app/fantickets-test/id1234567890',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=in.fantickets.test',
};

Object.assign(globalThis, { __CLIENT_CONFIG__: CONFIGURED_STORE_URLS });
