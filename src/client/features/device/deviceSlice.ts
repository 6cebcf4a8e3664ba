import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { deviceIdentity } from './deviceIdentity';

export interface DeviceState {
  id: string | null;
  status: 'idle' | 'pending' | 'ready';
}

const initialState: DeviceState = { id: null, status: 'idle' };

/** Reads the saved device id, or makes one (with its secret) and saves it. The secret stays out of the store. */
export const deviceIdRequested = createAsyncThunk('device/idRequested', async () => deviceIdentity().id, {
  condition: (_arg, { getState }) => (getState() as { device: DeviceState }).device.status === 'idle',
});

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
