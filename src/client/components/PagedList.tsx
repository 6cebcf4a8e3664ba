import { startTransition, useEffect, useRef, useState, type Key, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import type { InfiniteData } from '@reduxjs/toolkit/query';
import type { PagedResponse } from '../../shared/entities';
import { pagedItems } from '../api/pagedInfiniteQuery';
import { Button } from './Button';
import { ListMessage } from './ListMessage';
import { useLoadMoreSentinel } from './useLoadMoreSentinel';
import { useWindowedBlocks, WINDOW_BLOCK } from './useWindowedBlocks';

/** What an RTK Query infinite query over a SPEC §3 paged response gives a list. */
export interface PagedListQuery<T> {
  /** The pages for the current arguments only, so a change of filters never shows the old results. */
  currentData?: InfiniteData<PagedResponse<T>, number>;
  isFetching: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

export interface PagedListProps<T> {
  query: PagedListQuery<T>;
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => Key;
  /** Shown while the first page loads (the transport's retries of a failed read included). */
  loading: ReactNode;
  empty: ReactNode;
  /** Shown once the first page has failed (after the transport's retries); the generic SPEC §8 message by default. */
  error?: (retry: () => void) => ReactNode;
  listSx?: SxProps<Theme>;
  listLabel?: string;
}

const genericError = () => (
  <ListMessage title="Something went wrong" message="Unable to load data. Please try reloading the page." />
);

const listBaseSx = { listStyle: 'none', m: 0, p: 0, '& > li': { minWidth: 0 } };

/** Cards added to the page per frame when a new page of items arrives. */
const DRAW_STEP = 12;

/**
 * The items to draw: a newly arrived page is drawn DRAW_STEP items a frame, each step a transition (which React
 * renders in slices), so neither rendering nor laying out 40 new cards blocks scrolling for long. Only an append is
 * spread out: a first page, or a list that changed otherwise (new filters), is drawn at once.
 */
function useAppendedInSteps<T>(items: T[]): T[] {
  const [drawn, setDrawn] = useState(items.length);
  const count = drawn > 0 && drawn < items.length ? drawn : items.length;
  useEffect(() => {
    if (count >= items.length) {
      if (drawn !== count) setDrawn(count);
      return;
    }
    const frame = requestAnimationFrame(() => startTransition(() => setDrawn(Math.min(items.length, count + DRAW_STEP))));
    return () => cancelAnimationFrame(frame);
  }, [count, drawn, items.length]);
  return count === items.length ? items : items.slice(0, count);
}

/**
 * SPEC §4 paged list: first page, more within 100 px of the end, and a way to retry a page that failed. It retries
 * nothing itself: the transport already tried a failed read again (baseQuery.ts), so a failure here is final.
 */
export function PagedList<T>({ query, renderItem, getKey, loading, empty, error = genericError, listSx, listLabel }: PagedListProps<T>) {
  const items = pagedItems(query.currentData);
  const shown = useAppendedInSteps(items);
  const hasPages = query.currentData !== undefined;
  const firstFailed = query.isError && !hasPages;
  const moreFailed = query.isFetchNextPageError;
  // Not while the last page is still being drawn: the end of the list is not where it will be.
  const canLoadMore = hasPages && query.hasNextPage && !query.isFetching && !moreFailed && shown === items;
  const sentinel = useLoadMoreSentinel(query.fetchNextPage, canLoadMore);
  const list = useRef<HTMLUListElement>(null);
  const { hidden, spacerHeight } = useWindowedBlocks(list, shown.length);

  if (firstFailed) return <>{error(() => void query.refetch())}</>;
  if (!hasPages) return <>{loading}</>;
  if (items.length === 0) return <>{empty}</>;

  return (
    <>
      <Box ref={list} component="ul" aria-label={listLabel} sx={[listBaseSx, ...(Array.isArray(listSx) ? listSx : [listSx])]}>
        {shown.map((item, index) => {
          const block = Math.floor(index / WINDOW_BLOCK);
          // Plain <li>s (styled from the list): a styled wrapper per item costs a style pass on every render.
          if (!hidden.has(block)) {
            return (
              <li key={getKey(item)} data-block={block}>
                {renderItem(item)}
              </li>
            );
          }
          // A block far from the viewport: one spacer as tall as its rows, instead of its cards.
          if (index % WINDOW_BLOCK !== 0) return null;
          return <li key={`block-${block}`} aria-hidden data-block={block} style={{ gridColumn: '1 / -1', height: spacerHeight(block) }} />;
        })}
      </Box>
      {moreFailed ? (
        <ListMessage
          title="Failed to load more items"
          action={
            <Button variant="outline" onClick={() => void query.fetchNextPage()}>
              Retry
            </Button>
          }
        />
      ) : (
        query.isFetchingNextPage && (
          <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress size={28} aria-label="Loading more" />
          </Box>
        )
      )}
      {query.hasNextPage && !moreFailed && <Box ref={sentinel} aria-hidden sx={{ height: 1 }} />}
    </>
  );
}
