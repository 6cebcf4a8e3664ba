import { ValidationError } from 'yup';
import { IMPORT_COLUMNS, MAX_IMPORT_ROWS, type ImportColumn, type ImportPreview, type ImportRowPreview } from '../../../shared/admin/events';
import { parseIndiaTime } from '../../../shared/indiaTime';
import type { PublicProvider } from '../../../shared/providerDefinition';
import { eventSchema, type EventValues } from '../../../shared/schemas/eventSchemas';
import { CsvSyntaxError, parseCsv } from '../csv/parseCsv';

/** What a row needs from the database: the categories by title, the providers, and the events already there (name and instant). */
export interface ImportContext {
  categories: { id: number; title: string }[];
  providers: Pick<PublicProvider, 'slug' | 'name' | 'domain' | 'enabled'>[];
  existing: { name: string; date: Date }[];
  now: Date;
}

/** A row the preview found nothing wrong with, ready to insert. */
export interface GoodRow {
  line: number;
  values: EventValues;
}

export interface ReadImport {
  preview: ImportPreview;
  good: GoodRow[];
}

const eventKey = (name: string, date: Date) => `${name.trim().toLowerCase()}\n${date.getTime()}`;

/** A provider by its name (BookMyShow), its domain (bookmyshow.com) or its slug, any case. */
function providerNamed(providers: ImportContext['providers'], text: string): ImportContext['providers'][number] | undefined {
  const wanted = text.trim().toLowerCase();
  return providers.find((p) => p.domain === wanted || p.name.toLowerCase() === wanted || p.slug === wanted);
}

/** Why a row's provider cannot sell its event, or null when it can (an empty cell is the schema's to report). */
function providerProblem(providers: ImportContext['providers'], text: string): string | null {
  const found = providerNamed(providers, text);
  const open = providers.filter((p) => p.enabled).map((p) => p.name).join(', ');
  if (text.trim() === '' || found?.enabled) return null;
  if (found) return `${found.name} is disabled: it takes no new listings, so no event can be sold on it. Enable it under Providers first, or use one of ${open}`;
  return `Unknown provider '${text.trim()}': use one of ${open}`;
}

/** Spreadsheets write `2026-12-20 19:30`; the form's `2026-12-20T19:30` is the same time. */
const indiaTimeText = (text: string) => text.trim().replace(/^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:00)?$/, '$1T$2');

/** The header row's columns: each of IMPORT_COLUMNS once, in any order, names in any case. */
function readHeader(fields: string[]): { columns: ImportColumn[] } | { problems: string[] } {
  const names = fields.map((f) => f.trim().toLowerCase());
  const problems = [
    ...names.filter((n) => !(IMPORT_COLUMNS as readonly string[]).includes(n)).map((n) => `Unknown column '${n}': the columns are ${IMPORT_COLUMNS.join(', ')}`),
    ...IMPORT_COLUMNS.filter((c) => !names.includes(c)).map((c) => `The column '${c}' is missing`),
    ...IMPORT_COLUMNS.filter((c) => names.filter((n) => n === c).length > 1).map((c) => `The column '${c}' appears twice`),
  ];
  return problems.length > 0 ? { problems } : { columns: names as ImportColumn[] };
}

function yupProblems(candidate: Record<string, unknown>, skip: string[]): { values?: EventValues; problems: string[] } {
  try {
    return { values: eventSchema.validateSync(candidate, { abortEarly: false }), problems: [] };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const inner = error.inner.length > 0 ? error.inner : [error];
    return { problems: [...new Set(inner.filter((e) => !skip.includes(e.path ?? '')).map((e) => e.message))] };
  }
}

function checkRow(line: number, values: Record<ImportColumn, string>, context: ImportContext, seen: Map<string, number>): { row: ImportRowPreview; good?: GoodRow } {
  const problems: string[] = [];
  const skip: string[] = [];
  const categoryTitle = values.category.trim();
  const category = context.categories.find((c) => c.title.toLowerCase() === categoryTitle.toLowerCase());
  if (categoryTitle !== '' && category === undefined) {
    problems.push(`Unknown category '${categoryTitle}': add it first, or use one of ${context.categories.map((c) => c.title).join(', ')}`);
    skip.push('categoryId');
  }
  const domain = providerNamed(context.providers, values.provider)?.domain;
  const providerRefusal = providerProblem(context.providers, values.provider);
  if (providerRefusal) {
    problems.push(providerRefusal);
    skip.push('expectedDkimDomain');
  }
  const date = indiaTimeText(values.date);
  const checked = yupProblems(
    { name: values.name, date, venue: values.venue, city: values.city, artist: values.artist, categoryId: category?.id, expectedDkimDomain: domain ?? values.provider },
    skip,
  );
  problems.push(...checked.problems);
  const instant = parseIndiaTime(date);
  if (instant !== null && instant.getTime() <= context.now.getTime()) problems.push('The date is in the past');
  if (instant !== null && values.name.trim() !== '') {
    const key = eventKey(values.name, instant);
    const earlier = seen.get(key);
    if (context.existing.some((e) => eventKey(e.name, e.date) === key)) problems.push('Duplicate: an event with this name at this time already exists');
    else if (earlier !== undefined) problems.push(`Duplicate of the row on line ${earlier}`);
    else seen.set(key, line);
  }
  const row = { line, values, problems };
  return problems.length === 0 && checked.values !== undefined ? { row, good: { line, values: checked.values } } : { row };
}

/** The import file read and checked row by row, nothing written: the preview, and the rows that may be imported. */
export function readImport(text: string, context: ImportContext): ReadImport {
  const fail = (problem: string): ReadImport => ({ preview: { rows: [], fileProblems: [problem], good: 0, bad: 0 }, good: [] });
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return fail(error.message);
    throw error;
  }
  if (records.length === 0) return fail('The file is empty: the first line must name the columns');
  const header = readHeader(records[0].fields);
  if ('problems' in header) return { preview: { rows: [], fileProblems: header.problems, good: 0, bad: 0 }, good: [] };
  const data = records.slice(1);
  if (data.length === 0) return fail('The file has no events under its header');
  if (data.length > MAX_IMPORT_ROWS) return fail(`The file has ${data.length} events; import at most ${MAX_IMPORT_ROWS} at a time`);

  const seen = new Map<string, number>();
  const rows: ImportRowPreview[] = [];
  const good: GoodRow[] = [];
  for (const record of data) {
    const values = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, record.fields[header.columns.indexOf(c)] ?? ''])) as Record<ImportColumn, string>;
    const checked = checkRow(record.line, values, context, seen);
    if (record.fields.length !== header.columns.length) checked.row.problems.unshift(`This row has ${record.fields.length} fields; the header has ${header.columns.length}`);
    rows.push(checked.row);
    if (checked.good !== undefined && checked.row.problems.length === 0) good.push(checked.good);
  }
  return { preview: { rows, fileProblems: [], good: good.length, bad: rows.length - good.length }, good };
}
