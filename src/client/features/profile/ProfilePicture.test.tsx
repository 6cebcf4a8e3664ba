import { fireEvent, screen, waitFor } from '@testing-library/react';
import { findToast } from '../../test/findToast';
import { testUser } from '../../test/fakeFetch';
import { renderProfile } from './profileTestSetup';

const UPLOAD = 'PUT /api/users/me/profile-picture';

function image(name: string, type: string, size = 2048): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('Profile picture file'), { target: { files: [file] } });
}

describe('profile picture', () => {
  it("shows 'Add' when there is no picture, and the picture when there is one", () => {
    const { unmount } = renderProfile({ profilePicture: null });
    expect(screen.getByRole('button', { name: 'Add profile picture' })).toHaveTextContent('Add');
    unmount();
    renderProfile({ profilePicture: '/api/users/1/picture' });
    expect(screen.getByRole('button', { name: 'Change profile picture' }).querySelector('img')).toHaveAttribute(
      'src',
      '/api/users/1/picture',
    );
  });

  it('shows a ring round the picture when the keyboard reaches it', async () => {
    const { user } = renderProfile();
    const control = screen.getByRole('button', { name: 'Add profile picture' });
    expect(getComputedStyle(control).outlineStyle).not.toBe('solid');
    while (document.activeElement !== control) await user.tab();
    await waitFor(() => expect(getComputedStyle(control).outlineStyle).toBe('solid'));
    expect(getComputedStyle(control).outlineWidth).toBe('3px');
  });

  it('opens the file chooser when the picture is clicked', async () => {
    const { user } = renderProfile();
    const input = screen.getByLabelText('Profile picture file') as HTMLInputElement;
    const chooser = jest.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: 'Add profile picture' }));
    expect(chooser).toHaveBeenCalled();
  });

  it("refuses a file that is not an image: 'Please select a valid image file'", async () => {
    const { server } = renderProfile();
    choose(image('notes.txt', 'text/plain'));
    await findToast('Please select a valid image file');
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("refuses an image of 5 MB or more: 'Image size should be less than 5MB'", async () => {
    const { server } = renderProfile();
    choose(image('big.png', 'image/png', 6 * 1024 * 1024));
    await findToast('Image size should be less than 5MB');
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("uploads the file as the multipart field 'file' and shows the new picture", async () => {
    const { user, server } = renderProfile({}, {
      [UPLOAD]: { status: 200, body: { user: { ...testUser, profilePicture: '/api/users/1/picture?v=2' } } },
    });
    const file = image('me.png', 'image/png');
    await user.upload(screen.getByLabelText('Profile picture file'), file);
    await findToast('Profile picture updated successfully!');
    const put = server.calls.find((call) => call.path === '/api/users/me/profile-picture');
    expect((put?.body as FormData).get('file')).toBe(file);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Change profile picture' }).querySelector('img')).toHaveAttribute(
        'src',
        '/api/users/1/picture?v=2',
      ),
    );
  });

  it("says 'Failed to update profile picture. Please try again.' when the upload fails", async () => {
    const { user } = renderProfile({}, { [UPLOAD]: { status: 415, body: { error: 'Please select a valid image file' } } });
    await user.upload(screen.getByLabelText('Profile picture file'), image('me.png', 'image/png'));
    await findToast('Failed to update profile picture. Please try again.');
  });
});
