import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { useScrollToTopOnNavigate } from './useScrollToTopOnNavigate';

function Shell() {
  useScrollToTopOnNavigate();
  const navigate = useNavigate();
  return (
    <>
      <Link to="/terms">Terms</Link>
      <Link to="/explore?city=Pune">Pune</Link>
      <button onClick={() => navigate(-1)}>Back</button>
      <Routes>
        <Route path="*" element={null} />
      </Routes>
    </>
  );
}

describe('opening another page', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => scrollTo.mockRestore());

  it('starts the new page at the top, but not on the first render, a change of query alone, or going back', async () => {
    render(
      <MemoryRouter initialEntries={['/explore']}>
        <Shell />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('link', { name: 'Pune' }));
    expect(scrollTo).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('link', { name: 'Terms' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
