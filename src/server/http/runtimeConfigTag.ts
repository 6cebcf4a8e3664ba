import { DEFAULT_RUNTIME_CONFIG, RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '../../shared/runtimeConfig';

/**
 * The page with the server's runtime settings in a JSON block in its `<head>` (at its end when it has none). A server
 * with nothing beyond the defaults set up sends the page as built: the SPA reads a missing block as the defaults.
 */
export function withRuntimeConfig(html: string, config: RuntimeConfig): string {
  const differs = (Object.keys(DEFAULT_RUNTIME_CONFIG) as (keyof RuntimeConfig)[]).some((key) => config[key] !== DEFAULT_RUNTIME_CONFIG[key]);
  if (!differs) return html;
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const tag = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', () => `${tag}</head>`) : html + tag;
}
