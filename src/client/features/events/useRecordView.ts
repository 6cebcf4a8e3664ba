import { useEffect } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../auth/authSlice';
import { useRecordRecentlyViewedMutation } from '../home/homeApi';

/**
 * Puts the event a signed-in fan opened at the top of their Recently Viewed, once per page opened. A call of its
 * own: the event read is the same for every reader (so a shared cache may answer it) and records nothing.
 */
export function useRecordView(eventId: number | undefined): void {
  const userId = useAppSelector(selectCurrentUser)?.id;
  const [record] = useRecordRecentlyViewedMutation();
  useEffect(() => {
    if (userId === undefined || eventId === undefined) return;
    void record(eventId);
  }, [userId, eventId, record]);
}
