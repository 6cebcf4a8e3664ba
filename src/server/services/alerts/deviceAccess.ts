import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database';
import { findDevice, insertDevice, setDeviceOwner, type DeviceOwnership } from '../../db/repositories/pushDevices.repo';
import { AppError } from '../../http/AppError';

/** Said whatever the reason (no such device, no secret, a wrong one, another account), so it tells nothing about the device. */
export const DEVICE_REFUSAL = "This device's alerts can be read or changed only from the browser that set them up, or by the account it belongs to";

/** Who asks about a device: its id, the secret the browser sent (X-Device-Secret) and the signed-in account. */
export interface DeviceCaller {
  deviceId: string;
  secret: string | undefined;
  userId: number | null;
}

export type SignedInDeviceCaller = DeviceCaller & { userId: number };

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

function holdsSecret(device: DeviceOwnership, secret: string | undefined): boolean {
  if (secret === undefined) return false;
  const sent = Buffer.from(hashOf(secret), 'hex');
  const kept = Buffer.from(device.secret_hash, 'hex');
  return sent.length === kept.length && timingSafeEqual(sent, kept);
}

/** 'secret': the browser itself; 'owner': the account the device belongs to, signed in anywhere. */
function accessOf(device: DeviceOwnership | undefined, caller: DeviceCaller): 'secret' | 'owner' | null {
  if (device === undefined) return null;
  if (holdsSecret(device, caller.secret)) return 'secret';
  return caller.userId !== null && device.user_id === caller.userId ? 'owner' : null;
}

/**
 * A read of a device's alerts. An id nobody has claimed has nothing to read, but only a browser with a secret of
 * its own is told so: without one, an unclaimed id and somebody else's are refused alike.
 */
export async function checkDeviceRead(db: Db, caller: DeviceCaller): Promise<void> {
  const device = await findDevice(db, caller.deviceId);
  if (device === undefined && caller.secret !== undefined) return;
  if (accessOf(device, caller) === null) throw new AppError(403, DEVICE_REFUSAL);
}

/**
 * Before a change to a device's alerts (in the change's transaction). The first browser to use an id claims it:
 * the hash of its secret and the signed-in account are kept. After that a change needs the secret, which also
 * makes whoever is signed in on that browser its account, or that account signed in anywhere.
 */
export async function claimDevice(db: Db, caller: SignedInDeviceCaller): Promise<void> {
  let device = await findDevice(db, caller.deviceId);
  if (device === undefined && caller.secret !== undefined) {
    await insertDevice(db, caller.deviceId, hashOf(caller.secret), caller.userId);
    device = await findDevice(db, caller.deviceId);
  }
  const access = accessOf(device, caller);
  if (access === null) throw new AppError(403, DEVICE_REFUSAL);
  if (access === 'secret' && device?.user_id !== caller.userId) await setDeviceOwner(db, caller.deviceId, caller.userId);
}
