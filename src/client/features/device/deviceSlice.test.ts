import { webcrypto } from 'node:crypto';
import { makeStore } from '../../app/store';
import { DEVICE_ID_STORAGE_KEY, deviceIdRequested, selectDeviceId } from './deviceSlice';
import { browserTraits, hashTraits } from './fingerprint';

describe('device id', () => {
  beforeEach(() => localStorage.clear());

  it('hashes the browser traits with SHA-256', async () => {
    const subtle = webcrypto.subtle as unknown as SubtleCrypto;
    expect(await hashTraits('abc', subtle)).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('still gives a stable id where the browser hides crypto.subtle', async () => {
    const first = await hashTraits('abc', undefined);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(await hashTraits('abc', undefined)).toBe(first);
    expect(await hashTraits('abd', undefined)).not.toBe(first);
  });

  it('reads user agent, languages, screen, time zone and cores', () => {
    const traits = browserTraits();
    expect(traits).toContain(navigator.userAgent);
    expect(traits.split('|')).toHaveLength(5);
  });

  it('computes the id once at startup, keeps it locally and reuses it', async () => {
    const store = makeStore();
    await store.dispatch(deviceIdRequested());
    const id = selectDeviceId(store.getState());
    expect(id).toMatch(/^[0-9a-f]{32,64}$/);
    expect(localStorage.getItem(DEVICE_ID_STORAGE_KEY)).toBe(id);

    localStorage.setItem(DEVICE_ID_STORAGE_KEY, 'saved-id');
    const next = makeStore();
    await next.dispatch(deviceIdRequested());
    expect(selectDeviceId(next.getState())).toBe('saved-id');
  });
});
