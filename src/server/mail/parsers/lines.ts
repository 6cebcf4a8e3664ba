import { decode } from 'he';

/** Tags that end a visible line or cell; the text between them becomes one line. */
const LINE_BREAKS = /<\/(?:td|th|p|div|h[1-6]|li|tr|table|title)\s*>|<br\s*\/?>/gi;

function tidy(line: string): string {
  return line.replace(/[\s\u00a0]+/g, ' ').trim().normalize('NFC');
}

export function textToLines(text: string): string[] {
  return text.split(/\r?\n/).map(tidy).filter(Boolean);
}

/** The visible text of an HTML body, one line per cell, paragraph or line break, entities decoded. */
export function htmlToLines(html: string): string[] {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(LINE_BREAKS, '\n')
    .replace(/<[^>]*>/g, '')
    .split('\n')
    .map((line) => tidy(decode(line)))
    .filter(Boolean);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The value for a label: either on the same line ("Label : value", as text parts print it) or on the
 * line after a line holding just the label (as an HTML table or label/value paragraphs render).
 */
export function readLabelled(lines: readonly string[], label: string): string | undefined {
  const sameLine = new RegExp(`^${escapeRegExp(label)}\\s*:\\s*(.+)$`, 'i');
  for (let i = 0; i < lines.length; i += 1) {
    const match = sameLine.exec(lines[i]);
    if (match) return match[1].trim();
    if (lines[i].toLowerCase() === label.toLowerCase() && i + 1 < lines.length) return lines[i + 1];
  }
  return undefined;
}
