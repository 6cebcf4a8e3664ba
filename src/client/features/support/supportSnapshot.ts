import { redactSecrets } from '../../app/devToolsSanitizer';

/** What support needs beside the state to reproduce a user's screen. */
export interface SupportContext {
  appVersion: string;
  /** Path, query and hash of the page the user was on. */
  route: string;
  deviceId: string | null;
  /** ISO 8601 */
  capturedAt: string;
}

/**
 * The sanitized store state as a file Redux DevTools' Import button accepts (@redux-devtools/utils
 * importState, then the instrument's IMPORT_STATE):
 *
 *   { "payload": "<JSON of a lifted state>", "support": { appVersion, route, deviceId, capturedAt } }
 *
 * The lifted state holds one @@INIT action whose computed state is the user's (sanitized) state, so an
 * import replaces the DevTools history with that one state and the app renders it. DevTools reads only
 * `payload`; `support` is for the person reading the file. Every string passes through the DevTools
 * sanitizer, so no password, OTP, token, session id, e-mail address or phone number leaves the browser.
 */
export function supportSnapshot(state: unknown, context: SupportContext): string {
  const clean = redactSecrets(state);
  const lifted = {
    monitorState: null,
    actionsById: { 0: { type: 'PERFORM_ACTION', action: { type: '@@INIT' }, timestamp: Date.parse(context.capturedAt) } },
    nextActionId: 1,
    stagedActionIds: [0],
    skippedActionIds: [],
    committedState: clean,
    currentStateIndex: 0,
    computedStates: [{ state: clean }],
  };
  return JSON.stringify({ payload: JSON.stringify(lifted), support: redactSecrets(context) }, null, 2);
}
