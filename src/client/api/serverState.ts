import { createAction, type UnknownAction } from '@reduxjs/toolkit';

/** The RTK Query cache a server render filled, in the shape `extractRehydrationInfo` hands back to the api slice. */
export interface ServerApiState {
  queries: Record<string, unknown>;
  mutations: Record<string, unknown>;
  provided: unknown;
}

/** Dispatched once in the browser, before hydration, with what the server's render read. */
export const serverStateReceived = createAction<ServerApiState>('ssr/serverStateReceived');

export function extractServerState(action: UnknownAction): ServerApiState | undefined {
  return serverStateReceived.match(action) ? action.payload : undefined;
}
