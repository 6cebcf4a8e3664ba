import { Type, type Static } from 'typebox';
import { IMPORT_COLUMNS, MAX_EVENT_QUERY, type AdminEvent, type ImportPreview, type ImportResult } from '../../shared/admin/events';
import { paged } from './paging';
import { sameType } from './sameType';

export const AdminEventSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  date: Type.String({ format: 'date-time', description: 'The instant; the console shows it in India time' }),
  venue: Type.String(),
  city: Type.String(),
  artist: Type.String(),
  categoryId: Type.Integer(),
  categoryTitle: Type.String(),
  expectedDkimDomain: Type.String({ description: 'The selling provider whose e-mails prove its bookings' }),
  thumbnail: Type.Union([Type.String(), Type.Null()], { description: 'The generated artwork, or the 640 px uploaded picture' }),
  cancellation: Type.Union([Type.Object({ at: Type.String({ format: 'date-time' }), reason: Type.String() }), Type.Null()], {
    description: 'Null while the event is on',
  }),
  listings: Type.Object(
    { listed: Type.Integer(), sold: Type.Integer(), closed: Type.Integer() },
    { description: "Its listings: on sale, sold, closed by the event's cancellation" },
  ),
});
sameType<Static<typeof AdminEventSchema>, AdminEvent>(true);

export const PagedAdminEvents = paged(AdminEventSchema);

export const eventFilters = {
  query: Type.Optional(
    Type.String({
        maxLength: MAX_EVENT_QUERY,
        errorMessage: `query must be at most ${MAX_EVENT_QUERY} characters`,
        description: 'Part of a name, artist, venue or city (any case); empty lists every event, upcoming first',
      }),
  ),
};

const ImportValues = Type.Object(Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, Type.String()])) as Record<(typeof IMPORT_COLUMNS)[number], ReturnType<typeof Type.String>>);
const ImportRow = Type.Object({
  line: Type.Integer({ description: "The file's line the row starts on (the header is line 1)" }),
  values: ImportValues,
  problems: Type.Array(Type.String(), { description: 'Empty when the row can be imported' }),
});

export const ImportPreviewSchema = Type.Object({
  rows: Type.Array(ImportRow),
  fileProblems: Type.Array(Type.String(), { description: 'Problems with the file itself: then nothing can be imported' }),
  good: Type.Integer(),
  bad: Type.Integer(),
});
sameType<Static<typeof ImportPreviewSchema>, ImportPreview>(true);

export const ImportResultSchema = Type.Object({
  created: Type.Array(Type.Integer(), { description: "The new events' ids, in the file's order" }),
  skipped: Type.Array(ImportRow, { description: 'The rows left out, with their problems' }),
});
sameType<Static<typeof ImportResultSchema>, ImportResult>(true);

const upload = (description: string) => ({
  content: { 'multipart/form-data': { schema: Type.Object({ file: Type.String({ format: 'binary', description }) }) } },
});
export const CsvUpload = upload(`A CSV file (UTF-8) whose first line names the columns: ${IMPORT_COLUMNS.join(', ')}`);
export const ThumbnailUpload = upload('A PNG, JPEG, GIF or WebP image under 5 MB');
