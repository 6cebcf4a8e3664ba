import type { PagedResponse, ProviderDomain } from '../entities';

/** An event as the console's Events page shows it: every SPEC §3 field, its state and its listings. */
export interface AdminEvent {
  id: number;
  name: string;
  /** ISO 8601 instant; the console shows and takes it in India time. */
  date: string;
  venue: string;
  city: string;
  artist: string;
  categoryId: number;
  categoryTitle: string;
  expectedDkimDomain: ProviderDomain;
  thumbnail: string | null;
  /** Null while the event is on. */
  cancellation: { at: string; reason: string } | null;
  /** Its listings: on sale, sold, closed by the event's cancellation. */
  listings: { listed: number; sold: number; closed: number };
}

export type AdminEventPage = PagedResponse<AdminEvent>;

/** What the search box takes: part of a name, artist, venue or city. */
export const MAX_EVENT_QUERY = 100;
export const MAX_EVENT_TEXT = 200;
export const MAX_CANCEL_REASON = 500;
export const MAX_CATEGORY_TITLE = 60;
/** An import file: a few thousand rows at most. */
export const MAX_IMPORT_BYTES = 512 * 1024;
export const MAX_IMPORT_ROWS = 2000;
/** An uploaded thumbnail, like a profile picture. */
export const MAX_THUMBNAIL_BYTES = 5 * 1024 * 1024;

/** The columns of an import file, in any order (the header row names them); `provider` is a name or a domain. */
export const IMPORT_COLUMNS = ['name', 'date', 'venue', 'city', 'artist', 'category', 'provider'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** One data row of an import file as the preview shows it: its line, its values, what is wrong with it. */
export interface ImportRowPreview {
  /** The file's line the row starts on (the header is line 1). */
  line: number;
  values: Record<ImportColumn, string>;
  problems: string[];
}

export interface ImportPreview {
  rows: ImportRowPreview[];
  /** Problems with the file itself (no header, a missing column): nothing can be imported. */
  fileProblems: string[];
  good: number;
  bad: number;
}

export interface ImportResult {
  /** The new events' ids, in the file's order. */
  created: number[];
  /** Rows left out for their problems, as the preview showed them. */
  skipped: ImportRowPreview[];
}

export const EVENT_ERRORS = {
  notFound: 'No event with that id',
  unknownCategory: 'No category with that id',
  cancelled: 'This event is cancelled: it cannot be changed any more',
  alreadyCancelled: 'This event is already cancelled',
  sameDate: 'The new date is the date the event already has',
  duplicateCategory: 'There is already a category with that title',
  nothingToImport: 'No row of this file can be imported: see the preview',
} as const;
