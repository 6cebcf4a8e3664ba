/** Where the device id and its secret live between visits (SPEC §3: stored locally). */
export const DEVICE_ID_STORAGE_KEY = 'fantickets.deviceId';
export const DEVICE_SECRET_STORAGE_KEY = 'fantickets.deviceSecret';

/**
 * This browser's device id (the SPEC push user id) and the secret that proves it to the server: both random, made
 * together the first time. The server gives a device id to the first browser that uses it with a secret
 * (docs/decisions/event-alerts.md), so an id kept from before, without a secret, is replaced.
 */
export interface DeviceIdentity {
  id: string;
  secret: string;
}

/** Kept for this page's life where storage is refused (private modes), so the page at least agrees with itself. */
let unsaved: DeviceIdentity | null = null;

function randomToken(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...values)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function readStored(): DeviceIdentity | null {
  try {
    const id = localStorage.getItem(DEVICE_ID_STORAGE_KEY);
    const secret = localStorage.getItem(DEVICE_SECRET_STORAGE_KEY);
    return id && secret ? { id, secret } : null;
  } catch {
    return null;
  }
}

function store(identity: DeviceIdentity): boolean {
  try {
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, identity.id);
    localStorage.setItem(DEVICE_SECRET_STORAGE_KEY, identity.secret);
    return true;
  } catch {
    return false;
  }
}

/** The saved identity, or a new one, saved. */
export function deviceIdentity(): DeviceIdentity {
  const stored = readStored();
  if (stored !== null) return stored;
  const made = unsaved ?? { id: randomToken(16), secret: randomToken(32) };
  unsaved = store(made) ? null : made;
  return made;
}
