import { SERVER_STATE_ELEMENT_ID } from '../../shared/serverRender';
import type { ServerApiState } from '../api/serverState';
import type { AuthState } from '../features/auth/authSlice';
import type { RootState } from '../app/store';

/** What a server render hands the browser: who is signed in and the API reads the page showed. */
export interface PageState {
  auth: AuthState;
  api: ServerApiState;
}

interface QueryEntry {
  status?: string;
}

/** Only finished reads travel: a read that failed or is still running is simply made again in the browser. */
export function pageStateOf(state: RootState): PageState {
  const queries = Object.fromEntries(
    Object.entries(state.api.queries).filter(([, entry]) => (entry as QueryEntry | undefined)?.status === 'fulfilled'),
  );
  return { auth: { ...state.auth, modalOpen: false, error: null, errorReference: null, returnTo: null }, api: { queries, mutations: {}, provided: state.api.provided } };
}

/**
 * A read failed (an unknown event, the server busy): the browser would start that read afresh and draw its
 * loading state, not the server's error, so such a page is better left to the browser altogether.
 */
export function hasFailedRead(state: RootState): boolean {
  return Object.values(state.api.queries).some((entry) => (entry as QueryEntry | undefined)?.status === 'rejected');
}

/** JSON that cannot close its `<script>` element early, whatever text the listings hold. */
export function serialisePageState(pageState: PageState): string {
  return JSON.stringify(pageState).replace(/</g, '\\u003c');
}

/** The state a server render left in the page, or null for a page the browser renders itself. */
export function readPageState(doc: Document): PageState | null {
  const element = doc.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch {
    return null;
  }
}
