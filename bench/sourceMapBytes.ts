import { readFileSync } from 'node:fs';

interface RawSourceMap {
  sources: string[];
  mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One segment's fields: base64 VLQ, five bits a digit, the low bit of each value its sign. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * How many bytes of a minified file each original source accounts for, from its source map: every generated
 * segment runs until the next one on its line, and belongs to the source the segment maps to.
 */
export function bytesBySource(file: string, mapFile: string): Map<string, number> {
  const code = readFileSync(file, 'utf8').split('\n');
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap;
  const totals = new Map<string, number>();
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const lineLength = code[lineIndex]?.length ?? 0;
    let column = 0;
    const starts: { column: number; source: number | null }[] = [];
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const [columnDelta, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) source += sourceDelta;
      starts.push({ column, source: sourceDelta === undefined ? null : source });
      // The other fields (original line, column, name) only matter for positions, not for sizes.
    }
    starts.forEach((start, i) => {
      const end = starts[i + 1]?.column ?? lineLength;
      const name = start.source === null ? '(webpack)' : map.sources[start.source];
      totals.set(name, (totals.get(name) ?? 0) + Math.max(0, end - start.column));
    });
  });
  return totals;
}
