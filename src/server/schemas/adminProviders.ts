import { Type, type Static } from 'typebox';
import {
  BOOKING_FIELDS,
  EVENT_FIELDS,
  PROVIDER_LIMITS as L,
  type ProviderDefinition,
  type ProviderDetail,
  type ProviderSaved,
  type ProviderSummary,
  type PublicProvider,
  type SampleReading,
  type TryResult,
} from '../../shared/providerDefinition';
import { sameType } from './sameType';

const text = (max: number, what: string, description?: string) =>
  Type.String({ minLength: 1, maxLength: max, errorMessage: `${what} must be 1 to ${max} characters`, ...(description ? { description } : {}) });

const Domain = Type.String({
  minLength: 3,
  maxLength: L.maxDomain,
  pattern: '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$',
  errorMessage: 'Each domain must be a lower-case domain name such as tickets.example.com',
});
const domains = (description: string) =>
  Type.Array(Domain, { minItems: 1, maxItems: L.maxDomains, errorMessage: `Give 1 to ${L.maxDomains} domains`, description });
const Pattern = text(L.maxPattern, 'A pattern', 'RE2 syntax (linear time), case-insensitive');
const subjects = (min: number, description: string) =>
  Type.Array(Pattern, { minItems: min, maxItems: L.maxSubjects, errorMessage: `Give ${min} to ${L.maxSubjects} subject patterns`, description });

const FieldRuleSchema = Type.Object(
  {
    label: Type.Optional(text(L.maxLabel, 'A label')),
    pattern: Type.Optional(Pattern),
    in: Type.Optional(Type.Enum(['body', 'subject'], { description: 'Where a pattern without a label looks; the body when absent' })),
  },
  { additionalProperties: false, description: 'A label, a pattern, or a label whose value the pattern reads' },
);

const Slug = Type.String({ pattern: L.slugPattern, errorMessage: 'The slug must be 2 to 40 lower-case letters, digits or dashes, starting with a letter' });

export const ProviderDefinitionSchema = Type.Object(
  {
    slug: Slug,
    name: text(L.maxName, 'The name'),
    dkimDomains: domains('DKIM signing domains (d=); the first is the one events name'),
    fromDomains: domains('From domains that must align with the signing domain'),
    confirmationSubjects: subjects(1, "A confirmation's subject; named parts `event` and `id` may be read by field rules"),
    cancellationSubjects: subjects(0, "A cancellation's subject: refused with its own message"),
    fields: Type.Object(Object.fromEntries(BOOKING_FIELDS.map((f) => [f, FieldRuleSchema])) as Record<(typeof BOOKING_FIELDS)[number], typeof FieldRuleSchema>, {
      additionalProperties: false,
    }),
    eventFields: Type.Array(Type.Enum(EVENT_FIELDS), { minItems: 1, maxItems: EVENT_FIELDS.length, uniqueItems: true, description: 'Which fields identify the event' }),
    sellerHelp: Type.Object(
      {
        subjectToSearch: text(L.maxHelp, 'The subject to search for'),
        bookingIdLabel: text(L.maxLabel, "The booking id's name"),
        bookingIdWhere: text(L.maxHelp, 'Where the booking id is shown'),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
sameType<Static<typeof ProviderDefinitionSchema>, ProviderDefinition>(true);

export const SlugParams = Type.Object({ slug: Slug });

export const ProviderSummarySchema = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  enabled: Type.Boolean(),
  version: Type.Integer(),
  updatedAt: Type.String({ format: 'date-time' }),
  sampleCount: Type.Integer(),
});
sameType<Static<typeof ProviderSummarySchema>, ProviderSummary>(true);
export const ProviderListSchema = Type.Object({ providers: Type.Array(ProviderSummarySchema) });

const FieldReadingSchema = Type.Object({
  field: Type.Enum(BOOKING_FIELDS),
  value: Type.String(),
  from: Type.Object({ part: Type.Enum(['subject', 'text', 'html']), text: Type.String({ description: 'The line (or subject) the value came from' }) }),
});
const readingProperties = {
  subject: Type.Enum(['confirmation', 'cancellation', 'none'], { description: "Which of the provider's subject patterns the subject matches" }),
  fields: Type.Array(FieldReadingSchema),
  missing: Type.Array(Type.Enum(BOOKING_FIELDS), { description: 'Fields not found, or found but unreadable (a date, a quantity, an amount)' }),
};
const SampleReadingSchema = Type.Object(readingProperties);
sameType<Static<typeof SampleReadingSchema>, SampleReading>(true);

export const TryResultSchema = Type.Object({
  dkim: Type.Object({
    pass: Type.Boolean(),
    domain: Type.Union([Type.String(), Type.Null()]),
    selector: Type.Union([Type.String(), Type.Null()]),
    keySource: Type.Enum(['dns', 'test-key']),
    reason: Type.Optional(Type.String()),
  }),
  ...readingProperties,
});
sameType<Static<typeof TryResultSchema>, TryResult>(true);

export const CurrentProvider = Type.Intersect([ProviderDefinitionSchema, Type.Object({ version: Type.Integer(), enabled: Type.Boolean() })]);

export const ProviderDetailSchema = Type.Object({
  provider: CurrentProvider,
  versions: Type.Array(Type.Object({ version: Type.Integer(), createdAt: Type.String({ format: 'date-time' }), createdBy: Type.Union([Type.String(), Type.Null()]) })),
  samples: Type.Array(Type.Object({ id: Type.Integer(), addedAt: Type.String({ format: 'date-time' }), fileName: Type.String(), result: SampleReadingSchema })),
});
sameType<Static<typeof ProviderDetailSchema>, ProviderDetail>(true);

export const ProviderSavedSchema = Type.Object({
  provider: CurrentProvider,
  samples: Type.Array(
    Type.Object({
      sampleId: Type.Integer(),
      fileName: Type.String(),
      complete: Type.Boolean(),
      changes: Type.Array(
        Type.Object({ field: Type.Enum(BOOKING_FIELDS), before: Type.Union([Type.String(), Type.Null()]), after: Type.Union([Type.String(), Type.Null()]) }),
        { description: 'The fields the new version reads differently' },
      ),
    }),
  ),
});
sameType<Static<typeof ProviderSavedSchema>, ProviderSaved>(true);

export const EnabledBody = Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false });

/** The .eml of a sample; for "try it", the definition as JSON text in the field `definition`, before the file. */
export const SampleUpload = {
  content: {
    'multipart/form-data': {
      schema: Type.Object({
        definition: Type.Optional(Type.String({ description: 'Try only: the definition to try, as JSON (sent before the file)' })),
        file: Type.String({ format: 'binary', description: `A confirmation e-mail (.eml), ${L.maxSampleBytes / 1024 / 1024} MB at most` }),
      }),
    },
  },
};

export const PublicProviderSchema = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  domain: Type.String(),
  enabled: Type.Boolean(),
  subjectToSearch: Type.String(),
  bookingIdLabel: Type.String(),
  bookingIdWhere: Type.String(),
});
sameType<Static<typeof PublicProviderSchema>, PublicProvider>(true);
export const PublicProvidersSchema = Type.Object({ providers: Type.Array(PublicProviderSchema) });
