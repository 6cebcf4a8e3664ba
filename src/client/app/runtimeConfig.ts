import { createContext, useContext, useState } from 'react';
import { DEFAULT_RUNTIME_CONFIG, RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '../../shared/runtimeConfig';

/**
 * The running server's settings, from the JSON block it put in the page (src/server/http/runtimeConfigTag.ts); the
 * defaults when there is none: a server with nothing more set up, a page served without it, or a render in Node.
 */
export function readRuntimeConfig(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): RuntimeConfig {
  const text = doc?.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return DEFAULT_RUNTIME_CONFIG;
  try {
    const parsed = JSON.parse(text) as Partial<RuntimeConfig>;
    return { googleSignIn: parsed.googleSignIn === true };
  } catch {
    return DEFAULT_RUNTIME_CONFIG;
  }
}

/** A server render has no document to read: the server hands the render its settings through this. */
export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

/** The server's settings as a component sees them: read once, when it mounts. */
export function useRuntimeConfig(): RuntimeConfig {
  const rendering = useContext(RuntimeConfigContext);
  return useState(() => rendering ?? readRuntimeConfig())[0];
}
