import { screen, waitFor, within } from '@testing-library/react';
import { FEEDBACK_TEXT_REQUIRED, FEEDBACK_TEXT_TOO_LONG } from '../../../shared/schemas/feedbackSchemas';
import { App } from '../../app/App';
import { mailtoHref } from '../../app/navigation';
import { findToast } from '../../test/findToast';
import { testUser } from '../../test/fakeFetch';
import { renderWithProviders } from '../../test/renderWithProviders';
import { routeFetch, type Route } from '../../test/routeFetch';
import { SUPPORT_EMAIL } from './feedbackForms';

// MUI menus, dialogs and Formik through jsdom: seconds apiece when the machine is busy.
jest.setTimeout(20_000);

const stored = { id: 7, createdAt: '2026-11-24T10:00:00.000Z' };

function renderSignedIn(feedback: Route) {
  const server = routeFetch({
    'GET /auth/session': { status: 200, body: { user: testUser } },
    'POST /api/feedback': feedback,
  });
  const view = renderWithProviders(<App />, { route: '/terms', transport: { fetchFn: server.fetchFn } });
  const posted = () => server.calls.filter((call) => call.path === '/api/feedback').map((call) => call.body);
  return { ...view, posted };
}

async function openDialog(user: ReturnType<typeof renderSignedIn>['user'], item: 'Suggest Events' | 'Feedback') {
  await user.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'Asha Rao' }));
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: item }));
  return within(await screen.findByRole('dialog', { name: item }));
}

const echo: Route = (call) => ({ status: 201, body: { ...stored, ...(call.body as object) } });

describe('Suggest Events and Feedback from the user dropdown', () => {
  it('sends feedback with the page it was written on, thanks the user and closes', async () => {
    const { user, posted } = renderSignedIn(echo);
    const dialog = await openDialog(user, 'Feedback');
    await user.type(dialog.getByRole('textbox', { name: 'Your feedback' }), '  Loving the verified tickets!  ');
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    await findToast('Thanks for your feedback!');
    expect(posted()).toEqual([{ kind: 'FEEDBACK', text: 'Loving the verified tickets!', page: '/terms' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends an event suggestion', async () => {
    const { user, posted } = renderSignedIn(echo);
    const dialog = await openDialog(user, 'Suggest Events');
    await user.type(dialog.getByRole('textbox', { name: 'Which event should we add?' }), 'Coldplay, Ahmedabad, 25 Jan');
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    await findToast('Thanks! Your suggestion was sent.');
    expect(posted()).toEqual([{ kind: 'SUGGEST_EVENT', text: 'Coldplay, Ahmedabad, 25 Jan', page: '/terms' }]);
  });

  it('asks for a message, and for a shorter one, without calling the server', async () => {
    const { user, posted } = renderSignedIn(echo);
    const dialog = await openDialog(user, 'Feedback');
    await user.type(dialog.getByRole('textbox', { name: 'Your feedback' }), '   ');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByText(FEEDBACK_TEXT_REQUIRED)).toBeInTheDocument();

    await user.click(dialog.getByRole('textbox', { name: 'Your feedback' }));
    await user.paste('x'.repeat(2001));
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByText(FEEDBACK_TEXT_TOO_LONG)).toBeInTheDocument();
    expect(posted()).toEqual([]);
  });

  it('keeps the text when sending fails, offers to e-mail it instead, and says so once, in the dialog, with the reference', async () => {
    const failing: Route = {
      status: 500,
      body: { error: 'Something went wrong on our side. Please try again.' },
      headers: { 'X-Request-Id': '3b0d6c1e-8a2f-4c55-9e71-0f5a2d7c9b14' },
    };
    const { user } = renderSignedIn(failing);
    const dialog = await openDialog(user, 'Suggest Events');
    const field = dialog.getByRole('textbox', { name: 'Which event should we add?' });
    await user.type(field, 'Diljit Dosanjh & band, Pune');
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(alert).toHaveTextContent('Reference: 3b0d6c1e-8a2f-4c55-9e71-0f5a2d7c9b14');
    expect(screen.getAllByRole('alert', { hidden: true }).filter((a) => /Something went wrong on our side/.test(a.textContent ?? ''))).toHaveLength(1);
    expect(dialog.getByRole('link', { name: 'Send it by e-mail instead' })).toHaveAttribute(
      'href',
      mailtoHref(SUPPORT_EMAIL, { subject: 'Suggest an event', body: 'Diljit Dosanjh & band, Pune' }),
    );
    expect(field).toHaveValue('Diljit Dosanjh & band, Pune');
    expect(screen.getByRole('dialog', { name: 'Suggest Events' })).toBeInTheDocument();
  });

  it('gives no reference for a refusal the user can act on (a 4xx)', async () => {
    const refused: Route = {
      status: 429,
      body: { error: 'Please wait 60 seconds before trying again' },
      headers: { 'X-Request-Id': '9c1e2f3a-0b4d-4e5f-8a6b-7c8d9e0f1a2b' },
    };
    const { user } = renderSignedIn(refused);
    const dialog = await openDialog(user, 'Feedback');
    await user.type(dialog.getByRole('textbox', { name: 'Your feedback' }), 'Another thought');
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Please wait 60 seconds before trying again');
    expect(alert).not.toHaveTextContent('Reference');
    expect(screen.getAllByRole('alert', { hidden: true })).toHaveLength(1);
  });

  it('starts empty again after Cancel', async () => {
    const { user, posted } = renderSignedIn(echo);
    let dialog = await openDialog(user, 'Feedback');
    await user.type(dialog.getByRole('textbox', { name: 'Your feedback' }), 'Half a thought');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openDialog(user, 'Feedback');
    expect(dialog.getByRole('textbox', { name: 'Your feedback' })).toHaveValue('');
    expect(posted()).toEqual([]);
  });
});
