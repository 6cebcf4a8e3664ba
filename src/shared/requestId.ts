/**
 * Every response carries the id its server log lines carry, so a user's report ('Reference: …' in an
 * error toast) can be matched to the log. A caller (a proxy, another service) may send its own id.
 */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An incoming id is kept only if it is this plain: it ends up in logs and headers verbatim. */
export const SAFE_REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;
