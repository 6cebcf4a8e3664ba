import { externalLinks } from '../../app/links';

export type MobileStore = 'appStore' | 'playStore';

/** The two stores the app is in (SPEC §1), with the addresses configured at build time. */
export const MOBILE_STORES: Record<MobileStore, { name: string; inSentence: string; url: string; linkText: string }> = {
  appStore: { name: 'App Store', inSentence: 'the App Store', url: externalLinks.appStore, linkText: 'Download on the App Store' },
  playStore: { name: 'Google Play', inSentence: 'Google Play', url: externalLinks.playStore, linkText: 'Get it on Google Play' },
};

/** iPadOS asks for desktop pages as a Mac, so a Mac agent counts as Apple too. */
const APPLE_AGENT = /iPhone|iPad|iPod|Macintosh|Mac OS X/i;

/** The store a visitor most likely uses: Apple devices get the App Store, everyone else Google Play. */
export function defaultStoreFor(userAgent: string): MobileStore {
  return APPLE_AGENT.test(userAgent) ? 'appStore' : 'playStore';
}
