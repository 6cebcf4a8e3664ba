import { decode } from 'he';

/** Tags that end a visible line or cell; the text between them becomes one line. */
const LINE_BREAKS = /<\/(?:td|th|p|div|h[1-6]|li|tr|table|title)\s*>|<br\s*\/?>/gi;

/**
 * Control characters other than white space: a mail client shows nothing for them, and a NUL among them
 * is text PostgreSQL cannot store (the seat, venue and booking id are kept with the listing).
 */
const INVISIBLE_CONTROLS = /(?!\s)\p{Cc}/gu;

function tidy(line: string): string {
  return line.replace(INVISIBLE_CONTROLS, '').replace(/[\s\u00a0]+/g, ' ').trim().normalize('NFC');
}

export function textToLines(text: string): string[] {
  return text.split(/\r?\n/).map(tidy).filter(Boolean);
}

const SCRIPT_OR_STYLE = /<(script|style)\b/gi;

/**
 * The HTML without its script and style elements. Done by hand, each close tag searched for once: the
 * lazy regex for it is quadratic on many unclosed tags. An unclosed one hides the rest, as in a browser.
 */
function withoutScripts(html: string): string {
  const open = new RegExp(SCRIPT_OR_STYLE);
  let kept = '';
  let at = 0;
  for (let match = open.exec(html); match !== null; match = open.exec(html)) {
    kept += html.slice(at, match.index);
    const close = new RegExp(`</${match[1]}\\s*>`, 'gi');
    close.lastIndex = open.lastIndex;
    if (close.exec(html) === null) return kept;
    at = close.lastIndex;
    open.lastIndex = at;
  }
  return kept + html.slice(at);
}

/** The visible text of an HTML body, one line per cell, paragraph or line break, entities decoded. */
export function htmlToLines(html: string): string[] {
  // `[^<>]`: a '<' never closed ends its tag at the next '<', which keeps a page of '<' linear.
  return withoutScripts(html)
    .replace(LINE_BREAKS, '\n')
    .replace(/<[^<>]*>/g, '')
    .split('\n')
    .map((line) => tidy(decode(line)))
    .filter(Boolean);
}

/** "Label : value" → "value" when the line starts with the label (any case); no regular expression, no backtracking. */
function sameLineValue(line: string, label: string): string | undefined {
  if (line.slice(0, label.length).toLowerCase() !== label.toLowerCase()) return undefined;
  const rest = line.slice(label.length).trimStart();
  if (!rest.startsWith(':')) return undefined;
  return rest.slice(1).trim() || undefined;
}

/**
 * The value for a label, and the line it was read from: either on the same line ("Label : value", as text parts
 * print it) or on the line after a line holding just the label (as an HTML table or label/value paragraphs render).
 */
export function readLabelled(lines: readonly string[], label: string): { value: string; line: string } | undefined {
  const wanted = label.toLowerCase();
  for (let i = 0; i < lines.length; i += 1) {
    const value = sameLineValue(lines[i], label);
    if (value !== undefined) return { value, line: lines[i] };
    if (lines[i].toLowerCase() === wanted && i + 1 < lines.length) return { value: lines[i + 1], line: `${lines[i]} ${lines[i + 1]}` };
  }
  return undefined;
}
