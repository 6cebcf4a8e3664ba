import { makeStore } from '../../app/store';
import { DEVICE_ID_STORAGE_KEY, DEVICE_SECRET_STORAGE_KEY, deviceIdentity } from './deviceIdentity';
import { deviceIdRequested, selectDeviceId } from './deviceSlice';

describe('device id', () => {
  beforeEach(() => localStorage.clear());

  it('makes a random id and a secret once, keeps both locally and reuses them; the store holds only the id', async () => {
    const store = makeStore();
    await store.dispatch(deviceIdRequested());
    const id = selectDeviceId(store.getState());
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(localStorage.getItem(DEVICE_ID_STORAGE_KEY)).toBe(id);
    const secret = localStorage.getItem(DEVICE_SECRET_STORAGE_KEY);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(store.getState())).not.toContain(secret);

    const next = makeStore();
    await next.dispatch(deviceIdRequested());
    expect(selectDeviceId(next.getState())).toBe(id);
    expect(deviceIdentity()).toEqual({ id, secret });
  });

  it('gives two browsers two ids, however alike they are', () => {
    const first = deviceIdentity();
    localStorage.clear();
    const second = deviceIdentity();
    expect(second.id).not.toBe(first.id);
    expect(second.secret).not.toBe(first.secret);
  });

  it('replaces an id kept from before without a secret (a fingerprint other browsers may share)', () => {
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const identity = deviceIdentity();
    expect(identity.id).not.toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(localStorage.getItem(DEVICE_ID_STORAGE_KEY)).toBe(identity.id);
  });

  it('keeps one identity for the page where storage is refused', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('refused', 'QuotaExceededError');
    });
    try {
      const first = deviceIdentity();
      expect(deviceIdentity()).toEqual(first);
    } finally {
      setItem.mockRestore();
    }
  });
});
