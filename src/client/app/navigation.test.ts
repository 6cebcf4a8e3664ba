import { eventPath, mailtoHref, openExternal, SCROLL_DELAY_MS, scrollToElement, telHref } from './navigation';

describe('mailtoHref', () => {
  it('is the bare address without a subject or body', () => {
    expect(mailtoHref('support@fantickets.in')).toBe('mailto:support@fantickets.in');
    expect(mailtoHref('support@fantickets.in', { subject: '', body: '' })).toBe('mailto:support@fantickets.in');
  });

  it('percent-encodes the subject and body, spaces, ampersands and new lines included', () => {
    expect(mailtoHref('support@fantickets.in', { subject: 'Suggest an event', body: 'Coldplay & U2\nin Pune?' })).toBe(
      'mailto:support@fantickets.in?subject=Suggest%20an%20event&body=Coldplay%20%26%20U2%0Ain%20Pune%3F',
    );
  });

  it('takes a body without a subject', () => {
    expect(mailtoHref('a@b.in', { body: 'Hi=there' })).toBe('mailto:a@b.in?body=Hi%3Dthere');
  });
});

describe('telHref', () => {
  it('keeps only the digits and a leading plus', () => {
    expect(telHref(' +91 98000-00001 ')).toBe('tel:+919800000001');
    expect(telHref('(022) 2345 6789')).toBe('tel:02223456789');
  });

  it('drops a plus that is not at the start', () => {
    expect(telHref('98+00')).toBe('tel:9800');
  });
});

describe('openExternal', () => {
  it('opens the address in a new tab without an opener or referrer', () => {
    const open = jest.fn();
    openExternal('https://apps.apple.com/in/app/x', { open });
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('https://apps.apple.com/in/app/x', '_blank', 'noopener,noreferrer');
  });

  it('uses the window by default', () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    openExternal('https://x.com/fantickets_in');
    expect(open).toHaveBeenCalledWith('https://x.com/fantickets_in', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });
});

describe('scrollToElement', () => {
  let target: HTMLElement;
  let scrollIntoView: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers();
    target = document.createElement('section');
    target.id = 'how-it-works';
    scrollIntoView = jest.fn();
    target.scrollIntoView = scrollIntoView;
    document.body.appendChild(target);
  });

  afterEach(() => {
    target.remove();
    jest.useRealTimers();
  });

  it('scrolls smoothly to the element after 100 ms, not before', () => {
    expect(SCROLL_DELAY_MS).toBe(100);
    scrollToElement('how-it-works');
    jest.advanceTimersByTime(99);
    expect(scrollIntoView).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('jumps instead of gliding when the device asks for less motion', () => {
    const asked = (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList;
    window.matchMedia = jest.fn(asked);
    try {
      scrollToElement('how-it-works');
      jest.advanceTimersByTime(SCROLL_DELAY_MS);
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    } finally {
      delete (window as Partial<Window>).matchMedia;
    }
  });

  it('finds an element that appears during the delay', () => {
    target.remove();
    scrollToElement('how-it-works');
    document.body.appendChild(target);
    jest.advanceTimersByTime(SCROLL_DELAY_MS);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const cancel = scrollToElement('how-it-works');
    jest.advanceTimersByTime(50);
    cancel();
    jest.advanceTimersByTime(500);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('does nothing when no element has the id', () => {
    scrollToElement('nowhere');
    expect(() => jest.advanceTimersByTime(SCROLL_DELAY_MS)).not.toThrow();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

describe('eventPath', () => {
  it('builds /events/{slug}/{id} with the SPEC §2 slug', () => {
    expect(eventPath(7, '  Coldplay: Music of the Spheres!! ')).toBe('/events/coldplay-music-of-the-spheres/7');
    expect(eventPath('12', 'AP Dhillon — Brown Munde')).toBe('/events/ap-dhillon-brown-munde/12');
  });

  it("uses 'event' when only the id is known", () => {
    expect(eventPath(9)).toBe('/events/event/9');
    expect(eventPath(9, '***')).toBe('/events/event/9');
  });
});
