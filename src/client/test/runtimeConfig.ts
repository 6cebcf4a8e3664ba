import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '../../shared/runtimeConfig';

/** Puts the server's runtime-settings block in the page, as a server so set up sends it; call the result to take it out. */
export function serveRuntimeConfig(config: RuntimeConfig): () => void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = RUNTIME_CONFIG_ELEMENT_ID;
  element.textContent = JSON.stringify(config);
  document.head.append(element);
  return () => element.remove();
}
