import { act, render, screen } from '@testing-library/react';
import { Carousel } from './Carousel';

function setWidths(el: HTMLElement, client: number, scroll: number) {
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: client });
  Object.defineProperty(el, 'scrollWidth', { configurable: true, value: scroll });
}

describe('Carousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows each item and re-measures 150 ms after the window stops resizing', () => {
    render(
      <Carousel label="Popular Events">
        <p>One</p>
        <p>Two</p>
      </Carousel>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const next = screen.getByRole('button', { name: 'Next Popular Events' });
    expect(next).toBeDisabled();

    setWidths(screen.getByRole('list'), 300, 900);
    act(() => void window.dispatchEvent(new Event('resize')));
    act(() => void jest.advanceTimersByTime(100));
    act(() => void window.dispatchEvent(new Event('resize')));
    act(() => void jest.advanceTimersByTime(149));
    expect(next).toBeDisabled();
    act(() => void jest.advanceTimersByTime(1));
    expect(next).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Previous Popular Events' })).toBeDisabled();
  });
});
