import { clientConfig } from './clientConfig';

/** Every external address the client links to (SPEC §2: social pages, the two app stores, the privacy policy). */
export const externalLinks = {
  privacyPolicy: 'https://www.fantickets.in/privacy-policy',
  instagram: 'https://www.instagram.com/fantickets.in',
  twitter: 'https://x.com/fantickets_in',
  facebook: 'https://www.facebook.com/fantickets.in',
  appStore: clientConfig.appStoreUrl,
  playStore: clientConfig.playStoreUrl,
} as const;

/** What every link that leaves the site carries: a new tab, without an opener. */
export const newTabProps = { target: '_blank', rel: 'noopener noreferrer' } as const;
