/** Stand-in for features/events/pushRenewalLoader in tests: the same module, imported eagerly. */
import * as pushRenewal from '../features/events/pushRenewal';

export const loadPushRenewal = () => Promise.resolve(pushRenewal);
