import { screen, within } from '@testing-library/react';
import { App } from '../../app/App';
import { testUser } from '../../test/fakeFetch';
import { renderWithProviders } from '../../test/renderWithProviders';
import { smallPictureUrl } from './SmallAvatar';

// The whole app with its header: slow on a busy two-core machine.
jest.setTimeout(20_000);

const PICTURE = '/api/users/1/profile-picture?v=1767225600000';
const SMALL = '/api/users/1/profile-picture?v=1767225600000&size=small';

/** The pictures inside an element: an img with alt="" is decorative, so it has no role to find it by. */
const picturesIn = (element: HTMLElement) => Array.from(element.querySelectorAll('img')).map((img) => [img.getAttribute('src'), img.getAttribute('alt')]);

describe('a signed-in person’s picture where it shows small', () => {
  it('puts the 96 px copy on the header’s account button, whose name stays the person’s name', async () => {
    renderWithProviders(<App />, { session: { ...testUser, profilePicture: PICTURE } });
    const account = await within(screen.getByRole('banner')).findByRole('button', { name: 'Asha Rao' });
    expect(picturesIn(account)).toEqual([[SMALL, '']]);
  });

  it('puts it beside the name in the phone menu', async () => {
    const { user } = renderWithProviders(<App />, { session: { ...testUser, profilePicture: PICTURE } });
    const header = within(screen.getByRole('banner'));
    await header.findByRole('button', { name: 'Asha Rao' });
    await user.click(header.getByRole('button', { name: 'Open menu' }));
    const account = within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('region', { name: 'Asha Rao' });
    expect(picturesIn(account)).toEqual([[SMALL, '']]);
  });

  it('shows no picture for someone who has none', async () => {
    renderWithProviders(<App />, { session: testUser });
    const account = await within(screen.getByRole('banner')).findByRole('button', { name: 'Asha Rao' });
    expect(picturesIn(account)).toEqual([]);
  });

  it('keeps a picture that is not one of ours as it is', () => {
    expect(smallPictureUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(smallPictureUrl('/api/users/9/profile-picture?size=large')).toBe('/api/users/9/profile-picture?size=small');
  });
});
