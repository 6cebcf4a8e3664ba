import { act, screen } from '@testing-library/react';
import { makeStore } from '../../app/store';
import { renderWithProviders } from '../../test/renderWithProviders';
import { listenForConnection } from './listenForConnection';
import { selectOnline } from './networkSlice';
import { OfflineBanner, OFFLINE_BANNER_TEXT } from './OfflineBanner';

const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));

afterEach(() => jest.restoreAllMocks());

describe('offline banner', () => {
  it('appears when the browser goes offline and leaves when it is back', () => {
    const { store } = renderWithProviders(<OfflineBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    goOffline();
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_BANNER_TEXT);
    expect(OFFLINE_BANNER_TEXT).toBe(
      "You're offline. Browsing shows what was already loaded; changes will not be sent until you're back online.",
    );
    expect(selectOnline(store.getState())).toBe(false);

    goOnline();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(selectOnline(store.getState())).toBe(true);
  });

  it('shows at once when the page opens without a connection', () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_BANNER_TEXT);
  });
});

describe('listenForConnection', () => {
  it('reads navigator.onLine first, follows the events, and stops when told', () => {
    const store = makeStore();
    const target = new EventTarget();
    const win = {
      navigator: { onLine: false },
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
    };
    const stop = listenForConnection(store.dispatch, win);
    expect(selectOnline(store.getState())).toBe(false);
    target.dispatchEvent(new Event('online'));
    expect(selectOnline(store.getState())).toBe(true);
    target.dispatchEvent(new Event('offline'));
    expect(selectOnline(store.getState())).toBe(false);

    stop();
    target.dispatchEvent(new Event('online'));
    expect(selectOnline(store.getState())).toBe(false);
  });
});
