import { useEffect, useRef, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { useFocusOnNavigate } from './useFocusOnNavigate';

/** A page whose h1 arrives later, as one does while its code or data loads. */
function LatePage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Event</h1> : <p>Loading...</p>;
}

function Shell() {
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigate(mainRef);
  const navigate = useNavigate();
  return (
    <>
      <nav>
        <Link to="/terms">Terms</Link>
        <Link to="/explore?city=Pune">Pune</Link>
        <Link to="/event">Event</Link>
        <Link to="/search">Search</Link>
        <Link to="/empty">Empty</Link>
        <button onClick={() => navigate(-1)}>Back</button>
      </nav>
      <main ref={mainRef} tabIndex={-1}>
        <Routes>
          <Route path="/explore" element={<h1>Upcoming Events</h1>} />
          <Route path="/terms" element={<h1>Terms and Conditions</h1>} />
          <Route path="/event" element={<LatePage />} />
          <Route
            path="/search"
            element={
              <>
                <h1>Search events</h1>
                {/* The page choosing its own focus is the case under test. */}
                <input aria-label="Search events" autoFocus />
              </>
            }
          />
          <Route path="/empty" element={<p>Nothing here</p>} />
        </Routes>
      </main>
    </>
  );
}

function renderAt(route: string) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[route]}>
      <Shell />
    </MemoryRouter>,
  );
  return user;
}

describe('focus after a change of page', () => {
  it('is left alone on the first load', () => {
    renderAt('/explore');
    expect(document.body).toHaveFocus();
  });

  it("moves to the new page's h1, which is focusable by script but not a Tab stop", async () => {
    const user = renderAt('/explore');
    await user.click(screen.getByRole('link', { name: 'Terms' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('moves on going back too, but not on a change of query alone', async () => {
    const user = renderAt('/terms');
    await user.click(screen.getByRole('link', { name: 'Pune' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toHaveFocus();

    const pune = screen.getByRole('link', { name: 'Pune' });
    pune.focus();
    await user.click(pune);
    expect(pune).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toHaveFocus();
  });

  it('waits on <main> for a page whose h1 comes later, then moves to the h1', async () => {
    const user = renderAt('/explore');
    await user.click(screen.getByRole('link', { name: 'Event' }));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(await screen.findByRole('heading', { level: 1, name: 'Event' })).toHaveFocus();
  });

  it('stays where the fan moved it while the h1 was loading', async () => {
    const user = renderAt('/explore');
    await user.click(screen.getByRole('link', { name: 'Event' }));
    const terms = screen.getByRole('link', { name: 'Terms' });
    act(() => terms.focus());
    await screen.findByRole('heading', { level: 1, name: 'Event' });
    expect(terms).toHaveFocus();
  });

  it('goes to <main> on a page with no h1', async () => {
    const user = renderAt('/explore');
    await user.click(screen.getByRole('link', { name: 'Empty' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('leaves the focus in a field the new page focused itself', async () => {
    const user = renderAt('/explore');
    await user.click(screen.getByRole('link', { name: 'Search' }));
    expect(screen.getByRole('textbox', { name: 'Search events' })).toHaveFocus();
  });
});
