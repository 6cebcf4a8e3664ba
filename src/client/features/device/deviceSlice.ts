import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { browserTraits, hashTraits } from './fingerprint';

/** Where the device id lives between visits (SPEC §3: stored locally). */
export const DEVICE_ID_STORAGE_KEY = 'fantickets.deviceId';

export interface DeviceState {
  id: string | null;
  status: 'idle' | 'pending' | 'ready';
}

const initialState: DeviceState = { id: null, status: 'idle' };

function readStored(): string | null {
  try {
    return localStorage.getItem(DEVICE_ID_STORAGE_KEY);
  } catch {
    return null;
  }
}

function store(id: string) {
  try {
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, id);
  } catch {
    // Private modes may refuse storage; the id is then simply recomputed next visit, to the same value.
  }
}

/** Reads the saved device id, or hashes this browser's traits into one and saves it. */
export const deviceIdRequested = createAsyncThunk(
  'device/idRequested',
  async () => {
    const saved = readStored();
    if (saved) return saved;
    const id = await hashTraits(browserTraits());
    store(id);
    return id;
  },
  { condition: (_arg, { getState }) => (getState() as { device: DeviceState }).device.status === 'idle' },
);

export const deviceSlice = createSlice({
  name: 'device',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(deviceIdRequested.pending, (state) => {
        state.status = 'pending';
      })
      .addCase(deviceIdRequested.fulfilled, (state, action) => {
        state.id = action.payload;
        state.status = 'ready';
      })
      .addCase(deviceIdRequested.rejected, (state) => {
        state.status = 'idle';
      });
  },
  selectors: {
    selectDeviceId: (state) => state.id,
  },
});

export const { selectDeviceId } = deviceSlice.selectors;
