import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { deviceIdRequested, selectDeviceId } from './deviceSlice';

/** The device id, once known; asks for it if startup has not yet. */
export function useDeviceId(): string | null {
  const dispatch = useAppDispatch();
  const id = useAppSelector(selectDeviceId);
  useEffect(() => {
    if (id === null) void dispatch(deviceIdRequested());
  }, [dispatch, id]);
  return id;
}
