import { startTransition, useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Items per block: a multiple of every column count the grids use (1 to 4), so a block fills whole rows. */
export const WINDOW_BLOCK = 24;
/** Blocks further than this from the viewport (either side) give way to a spacer of their height. */
const KEEP_PX = 2000;

const blockOf = (element: Element) => Number((element as HTMLElement).dataset.block);

/**
 * Windowing for a long list in blocks of WINDOW_BLOCK items: a block far from the viewport is replaced by
 * one full-width spacer exactly as tall as the block was, so its cards (their DOM and React state) are
 * freed and the scroll position does not move. A block is only replaced once it has been laid out with
 * the next block after it (so its height is known), and never the last one. Without layout (jsdom) every
 * block stays. Items of a block must carry data-block={index} and the list's children must be the items.
 */
export function useWindowedBlocks(list: RefObject<HTMLElement | null>, itemCount: number) {
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  /** Each measured block's advance: from its first item's top to the next block's first item's top. */
  const advances = useRef(new Map<number, number>());
  const blocks = Math.ceil(itemCount / WINDOW_BLOCK);

  const update = useCallback(() => {
    const ul = list.current;
    if (!ul) return;
    const tops = new Map<number, number>();
    for (const child of Array.from(ul.children)) {
      const block = blockOf(child);
      if (!tops.has(block)) tops.set(block, child.getBoundingClientRect().top);
    }
    for (const [block, top] of tops) {
      const next = tops.get(block + 1);
      if (next !== undefined && next > top) advances.current.set(block, next - top);
    }
    // Where each block starts relative to the viewport, spacers included, from the first block's top.
    let y = tops.get(0);
    if (y === undefined) return;
    const far = new Set<number>();
    for (let block = 0; block < blocks; block += 1) {
      const advance = advances.current.get(block);
      if (advance === undefined) break;
      if (block < blocks - 1 && (y + advance < -KEEP_PX || y > window.innerHeight + KEEP_PX)) far.add(block);
      y += advance;
    }
    // A transition, so React draws the blocks coming back in slices between frames rather than in one long task.
    startTransition(() =>
      setHidden((current) => (current.size === far.size && [...far].every((b) => current.has(b)) ? current : far)),
    );
  }, [list, blocks]);

  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    // A new width can change the column count, and with it every block's height.
    const resize = () => {
      advances.current.clear();
      setHidden(new Set());
      schedule();
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', resize);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', resize);
    };
  }, [update]);

  /** The spacer's height for a hidden block: its advance less the gap the list puts after every row. */
  const spacerHeight = (block: number) => {
    const ul = list.current;
    const gap = ul ? parseFloat(getComputedStyle(ul).rowGap) || 0 : 0;
    return Math.max(0, (advances.current.get(block) ?? 0) - gap);
  };

  return { hidden, spacerHeight };
}
