import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useWindowedBlocks, WINDOW_BLOCK } from './useWindowedBlocks';

const BLOCK_PX = 1000;
let scrolledTo = 0;

/** Ten blocks of items, laid out (by the mocked geometry below) one block per 1,000 px. */
function Rows({ count }: { count: number }) {
  const list = useRef<HTMLUListElement>(null);
  const { hidden, spacerHeight } = useWindowedBlocks(list, count);
  return (
    <ul ref={list}>
      {Array.from({ length: count }, (_, i) => {
        const block = Math.floor(i / WINDOW_BLOCK);
        if (!hidden.has(block)) return <li key={i} data-block={block}>Item {i}</li>;
        return i % WINDOW_BLOCK === 0 ? <li key={`spacer-${block}`} data-block={block} data-testid={`spacer-${block}`} style={{ height: spacerHeight(block) }} /> : null;
      })}
    </ul>
  );
}

function scrollTo(y: number) {
  scrolledTo = y;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('useWindowedBlocks', () => {
  beforeEach(() => {
    scrolledTo = 0;
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const top = Number(this.dataset.block) * BLOCK_PX - scrolledTo;
      return { top, bottom: top + BLOCK_PX, left: 0, right: 0, width: 0, height: BLOCK_PX, x: 0, y: top } as DOMRect;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('replaces blocks far above and below the viewport by spacers of their height, and brings them back', () => {
    render(<Rows count={10 * WINDOW_BLOCK} />);
    // At the top: blocks from 3,000 px down are far below (the last block always stays).
    expect(screen.getByText('Item 0')).toBeInTheDocument();
    expect(screen.queryByText(`Item ${4 * WINDOW_BLOCK}`)).not.toBeInTheDocument();
    expect(screen.getByTestId('spacer-4')).toHaveStyle({ height: `${BLOCK_PX}px` });
    expect(screen.getByText(`Item ${9 * WINDOW_BLOCK}`)).toBeInTheDocument();

    scrollTo(8 * BLOCK_PX);
    expect(screen.queryByText('Item 0')).not.toBeInTheDocument();
    expect(screen.getByTestId('spacer-0')).toHaveStyle({ height: `${BLOCK_PX}px` });
    expect(screen.getByText(`Item ${6 * WINDOW_BLOCK}`)).toBeInTheDocument();
    expect(screen.getByText(`Item ${8 * WINDOW_BLOCK}`)).toBeInTheDocument();

    scrollTo(0);
    expect(screen.getByText('Item 0')).toBeInTheDocument();
    expect(screen.queryByTestId('spacer-0')).not.toBeInTheDocument();
  });

  it('keeps every item while nothing is laid out (no heights known)', () => {
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 0, bottom: 0, height: 0 } as DOMRect);
    render(<Rows count={10 * WINDOW_BLOCK} />);
    scrollTo(5000);
    expect(screen.getAllByRole('listitem')).toHaveLength(10 * WINDOW_BLOCK);
  });
});
