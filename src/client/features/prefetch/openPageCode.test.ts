import { loadOpenPageCode } from './openPageCode';

describe('the code of the page being opened', () => {
  it('starts loading at once, for the route the address belongs to', () => {
    const sell = jest.fn(() => Promise.resolve());
    const event = jest.fn(() => Promise.resolve());
    loadOpenPageCode({ '/sell-tickets': sell, '/events/:slug/:id': event }, '/events/coldplay/7');
    expect(event).toHaveBeenCalledTimes(1);
    expect(sell).not.toHaveBeenCalled();
  });

  it('loads nothing for an address no page has', () => {
    const sell = jest.fn(() => Promise.resolve());
    loadOpenPageCode({ '/sell-tickets': sell }, '/admin/people');
    expect(sell).not.toHaveBeenCalled();
  });

  it('lets a failed load go quietly: the page asks for its code again when it is drawn', async () => {
    const failing = jest.fn(() => Promise.reject(new Error('offline')));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      loadOpenPageCode({ '/sell-tickets': failing }, '/sell-tickets');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(failing).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
