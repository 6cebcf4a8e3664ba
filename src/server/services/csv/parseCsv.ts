/** One record of a CSV file: its fields, and the line it starts on (1-based; a quoted field may span lines). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    what: string,
  ) {
    super(`Line ${line}: ${what}`);
  }
}

/**
 * Reads CSV as RFC 4180 writes it and spreadsheets save it: fields split by commas, records by CRLF, LF or a lone
 * CR; a field in double quotes may hold commas, line breaks and doubled quotes (`""` is one `"`). A UTF-8 byte order
 * mark at the start is dropped (Excel writes one). Blank lines are skipped. A quote left open, or text after a
 * closing quote, is refused with its line: guessing would import a wrong value.
 */
export function parseCsv(text: string): CsvRecord[] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoteLine = 0;
  /** 'start': nothing of the field read yet; 'plain': unquoted text; 'quoted': inside quotes; 'closed': after the closing quote. */
  let state: 'start' | 'plain' | 'quoted' | 'closed' = 'start';

  const endField = () => {
    fields.push(field);
    field = '';
    state = 'start';
  };
  const endRecord = () => {
    endField();
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
    fields = [];
  };

  for (let i = 0; i < input.length; i += 1) {
    const c = input[i];
    if (state === 'quoted') {
      if (c === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 1;
        } else {
          state = 'closed';
        }
      } else {
        if (c === '\n' || (c === '\r' && input[i + 1] !== '\n')) line += 1;
        field += c;
      }
      continue;
    }
    if (c === ',') {
      endField();
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && input[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else if (c === '"' && state === 'start') {
      state = 'quoted';
      quoteLine = line;
    } else if (state === 'closed') {
      throw new CsvSyntaxError(line, 'text after a closing quote; put the whole field in quotes and double the quotes inside it');
    } else {
      field += c;
      state = 'plain';
    }
  }
  if (state === 'quoted') throw new CsvSyntaxError(quoteLine, 'a quote is opened and never closed');
  endRecord();
  return records;
}
