import { useRef, useState, type ChangeEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '../../../shared/entities';
import { loadProfileSchemas } from '../../app/featureSplitPoints';
import { useUploadProfilePictureMutation } from '../auth/authApi';
import { useToast } from '../toasts/useToast';

export const PICTURE_UPDATED = 'Profile picture updated successfully!';
export const PICTURE_FAILED = 'Failed to update profile picture. Please try again.';

const SIZE = 112;

/** SPEC §2: click the picture to upload a new one; 'Add' stands in when there is none. */
export function ProfilePicture({ user }: { user: User }) {
  const input = useRef<HTMLInputElement>(null);
  const { showToast } = useToast();
  const [upload, { isLoading }] = useUploadProfilePictureMutation();
  const [error, setError] = useState<string | null>(null);

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.currentTarget.value = '';
    if (!file) return;
    const { profilePictureError } = await loadProfileSchemas();
    const problem = profilePictureError(file);
    setError(problem);
    if (problem) {
      showToast({ type: 'error', title: problem });
      return;
    }
    try {
      await upload(file).unwrap();
      showToast({ type: 'success', title: PICTURE_UPDATED });
    } catch {
      setError(PICTURE_FAILED);
      showToast({ type: 'error', title: PICTURE_FAILED });
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <ButtonBase
        aria-label={user.profilePicture ? 'Change profile picture' : 'Add profile picture'}
        disabled={isLoading}
        onClick={() => input.current?.click()}
        // Its own ring: the picture fills the button, so nothing else shows where the keyboard is.
        sx={{
          borderRadius: '50%',
          position: 'relative',
          '&.Mui-focusVisible': { outlineStyle: 'solid', outlineWidth: 3, outlineColor: 'primary.main', outlineOffset: 3 },
        }}
      >
        {user.profilePicture ? (
          <Avatar src={user.profilePicture} alt="" sx={{ width: SIZE, height: SIZE }} />
        ) : (
          <Avatar sx={{ width: SIZE, height: SIZE, bgcolor: 'primary.light', color: 'primary.main', fontWeight: 700 }}>
            Add
          </Avatar>
        )}
        {isLoading && <CircularProgress aria-label="Uploading" sx={{ position: 'absolute' }} />}
      </ButtonBase>
      <input ref={input} type="file" accept="image/*" hidden aria-label="Profile picture file" onChange={handleFile} />
      {error && (
        <Typography role="alert" variant="body2" color="error">
          {error}
        </Typography>
      )}
    </Stack>
  );
}
