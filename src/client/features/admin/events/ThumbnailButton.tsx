import { useRef } from 'react';
import type { AdminEvent } from '../../../../shared/admin/events';
import { profilePictureError } from '../../../../shared/schemas/profileSchemas';
import { errorToast } from '../../../api/errors';
import { Button } from '../../../components/Button';
import { useToast } from '../../toasts/useToast';
import { useUploadEventThumbnailMutation } from './eventsApi';

/** Picks an image and uploads it as the event's thumbnail; the server draws it again in two sizes. */
export function ThumbnailButton({ event }: { event: AdminEvent }) {
  const input = useRef<HTMLInputElement>(null);
  const [upload, { isLoading }] = useUploadEventThumbnailMutation();
  const { showToast } = useToast();

  const chosen = async (file: File | undefined) => {
    if (input.current !== null) input.current.value = '';
    if (file === undefined) return;
    const problem = profilePictureError(file);
    if (problem !== null) {
      showToast({ type: 'error', title: problem });
      return;
    }
    try {
      await upload({ id: event.id, file }).unwrap();
      showToast({ type: 'success', title: `The thumbnail of ${event.name} is uploaded` });
    } catch (error) {
      showToast(errorToast(error, 'The thumbnail could not be uploaded. Please try again.'));
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`thumbnail-input-${event.id}`}
        onChange={(e) => void chosen(e.target.files?.[0])}
      />
      <Button variant="outline" size="small" loading={isLoading} onClick={() => input.current?.click()} aria-label={`Upload thumbnail for ${event.name}`}>
        Upload thumbnail
      </Button>
    </>
  );
}
