/** Emotion's server output: a `<style data-emotion="css id…">` just before the first element of each rule. */
const EMOTION_STYLE = /<style data-emotion="([^"]+)">([\s\S]*?)<\/style>/g;

export interface HoistedStyles {
  /** Style elements for <head>: one for all element rules, and the global rules as emotion wrote them. */
  head: string;
  /** The markup without its style elements. */
  body: string;
}

/**
 * Takes emotion's style elements out of the markup and into one block for <head>: a hundred style elements
 * scattered through the body make the browser recompute styles again and again while parsing. Emotion's cache in the
 * browser adopts style elements by their `data-emotion` key and ids wherever they are, so hydration is unchanged.
 */
export function hoistEmotionStyles(html: string): HoistedStyles {
  const globals: string[] = [];
  const ids: string[] = [];
  const rules: string[] = [];
  const body = html.replace(EMOTION_STYLE, (_match, attribute: string, css: string) => {
    const [key, ...names] = attribute.split(' ');
    if (key === 'css') {
      ids.push(...names);
      rules.push(css);
    } else {
      globals.push(`<style data-emotion="${attribute}">${css}</style>`);
    }
    return '';
  });
  const elementRules = ids.length > 0 ? `<style data-emotion="css ${ids.join(' ')}">${rules.join('')}</style>` : '';
  return { head: globals.join('') + elementRules, body };
}
