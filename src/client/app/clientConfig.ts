import { DEFAULT_POSTHOG_HOST } from '../../shared/posthogHost';

/**
 * Settings fixed when the client is built: webpack's DefinePlugin replaces `__CLIENT_CONFIG__` with the
 * values read from the build's environment (see webpack.config.ts). Tests and tools that do not go through
 * webpack get the defaults.
 */
export interface ClientConfig {
  /** package.json's version, carried in support snapshots. */
  appVersion: string;
  /** APP_STORE_URL and PLAY_STORE_URL: the two app store pages. */
  appStoreUrl: string;
  playStoreUrl: string;
  /** POSTHOG_KEY and POSTHOG_HOST: the product-analytics project; without a key events go to the console sink. */
  posthogKey: string;
  posthogHost: string;
  /** 'production' or 'development', as webpack's mode. */
  mode: 'production' | 'development';
}

declare const __CLIENT_CONFIG__: Partial<ClientConfig> | undefined;

const defaults: ClientConfig = {
  appVersion: '0.0.0-dev',
  appStoreUrl: 'https://apps.apple.com/in/app/fantickets/id0000000000',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=in.fantickets.app',
  posthogKey: '',
  posthogHost: DEFAULT_POSTHOG_HOST,
  mode: 'development',
};

const built: Partial<ClientConfig> = typeof __CLIENT_CONFIG__ === 'undefined' ? {} : __CLIENT_CONFIG__;

/** Empty strings from the environment mean "not set". */
export const clientConfig: ClientConfig = {
  ...defaults,
  ...Object.fromEntries(Object.entries(built).filter(([, value]) => value !== '' && value !== undefined)),
};
