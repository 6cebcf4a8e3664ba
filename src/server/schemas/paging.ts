import { Type, type Static, type TObject, type TProperties, type TSchema, type TUnsafe } from 'typebox';
import { MAX_PAGE_SIZE } from '../../shared/constants';
import type { ResolvedPage } from '../../shared/paging';

/** A list's defaults: the page a caller gets when the query string leaves a parameter out. */
export type PageDefaults<S extends string> = Omit<ResolvedPage<S>, 'pageNumber'>;

/** The query parameters of a paged list (SPEC §7), each optional and each with the list's default. */
function pageProperties<S extends string>(sorts: readonly S[], defaults: PageDefaults<S>) {
  return {
    pageNumber: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 999_999_999, default: 0, description: 'Zero-based', errorMessage: 'pageNumber must be a whole number of 0 or more' }),
    ),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: defaults.pageSize, errorMessage: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` }),
    ),
    sortBy: Type.Optional(Type.Enum(sorts, { default: defaults.sortBy, errorMessage: `sortBy must be one of: ${sorts.join(', ')}` })),
    sortDir: Type.Optional(Type.Enum(['asc', 'desc'], { default: defaults.sortDir, errorMessage: 'sortDir must be asc or desc' })),
  };
}

/**
 * A paged list's query string, with the list's own parameters in `more` (which may also narrow the page's).
 * The validator fills in what the caller left out with the defaults (Ajv's useDefaults), so the type is
 * what the handler sees: a whole page, and the other parameters as sent.
 */
export function pagedQuery<S extends string, P extends TProperties>(
  sorts: readonly S[],
  defaults: PageDefaults<S>,
  more: P,
): TUnsafe<ResolvedPage<S> & Static<TObject<P>>> {
  return Type.Unsafe(Type.Object({ ...pageProperties(sorts, defaults), ...more }));
}

/**
 * The query string of a paged list in one fixed order (pageNumber and pageSize only), with the list's own
 * parameters in `more`.
 */
export function pagedQueryInOrder<P extends TProperties>(pageSize: number, more: P): TUnsafe<Pick<ResolvedPage<string>, 'pageNumber' | 'pageSize'> & Static<TObject<P>>> {
  const { pageNumber, pageSize: size } = pageProperties([], { pageSize, sortBy: '', sortDir: 'desc' });
  return Type.Unsafe(Type.Object({ pageNumber, pageSize: size, ...more }));
}

/** A page of a list (PagedResponse in src/shared/entities.ts). */
export function paged<T extends TSchema>(item: T) {
  return Type.Object({
    content: Type.Array(item),
    lastPage: Type.Boolean({ description: 'Exact: page until it is true' }),
    totalElements: Type.Integer({ description: 'How many the list holds; for event lists past 1,000 matches, a lower bound' }),
  });
}
