import { array, object, string } from 'yup';
import {
  BOOKING_FIELDS,
  EVENT_FIELDS,
  PROVIDER_LIMITS,
  RESERVED_PROVIDER_SLUGS,
  RESERVED_SLUG_MESSAGE,
  type BookingField,
  type EventField,
  type FieldRule,
  type ProviderDefinition,
} from '../../../../shared/providerDefinition';

/** One field's rule as the form holds it: text boxes, empty when unused. */
export interface RuleDraft {
  label: string;
  pattern: string;
  in: 'body' | 'subject';
}

/** A definition as the form holds it: every list as lines of text. */
export interface ProviderDraft {
  name: string;
  slug: string;
  dkimDomains: string;
  fromDomains: string;
  confirmationSubjects: string;
  cancellationSubjects: string;
  fields: Record<BookingField, RuleDraft>;
  eventFields: EventField[];
  subjectToSearch: string;
  bookingIdLabel: string;
  bookingIdWhere: string;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

const ruleDraft = (rule: FieldRule | undefined): RuleDraft => ({ label: rule?.label ?? '', pattern: rule?.pattern ?? '', in: rule?.in ?? 'body' });

export function draftOf(definition: ProviderDefinition | null): ProviderDraft {
  return {
    name: definition?.name ?? '',
    slug: definition?.slug ?? '',
    dkimDomains: definition?.dkimDomains.join('\n') ?? '',
    fromDomains: definition?.fromDomains.join('\n') ?? '',
    confirmationSubjects: definition?.confirmationSubjects.join('\n') ?? '',
    cancellationSubjects: definition?.cancellationSubjects.join('\n') ?? '',
    fields: Object.fromEntries(BOOKING_FIELDS.map((field) => [field, ruleDraft(definition?.fields[field])])) as Record<BookingField, RuleDraft>,
    eventFields: definition?.eventFields ?? ['eventName', 'dateTime'],
    subjectToSearch: definition?.sellerHelp.subjectToSearch ?? '',
    bookingIdLabel: definition?.sellerHelp.bookingIdLabel ?? '',
    bookingIdWhere: definition?.sellerHelp.bookingIdWhere ?? '',
  };
}

function ruleOf(draft: RuleDraft): FieldRule {
  const label = draft.label.trim();
  const pattern = draft.pattern.trim();
  return {
    ...(label !== '' && { label }),
    ...(pattern !== '' && { pattern }),
    // A subject is read by a pattern alone; with a label the rule reads the body.
    ...(pattern !== '' && label === '' && draft.in === 'subject' && { in: 'subject' as const }),
  };
}

/** The definition the server takes, from what the form holds. */
export function definitionOf(draft: ProviderDraft): ProviderDefinition {
  return {
    slug: draft.slug.trim(),
    name: draft.name.trim(),
    dkimDomains: lines(draft.dkimDomains.toLowerCase()),
    fromDomains: lines(draft.fromDomains.toLowerCase()),
    confirmationSubjects: lines(draft.confirmationSubjects),
    cancellationSubjects: lines(draft.cancellationSubjects),
    fields: Object.fromEntries(BOOKING_FIELDS.map((field) => [field, ruleOf(draft.fields[field])])) as Record<BookingField, FieldRule>,
    eventFields: EVENT_FIELDS.filter((field) => draft.eventFields.includes(field)),
    sellerHelp: { subjectToSearch: draft.subjectToSearch.trim(), bookingIdLabel: draft.bookingIdLabel.trim(), bookingIdWhere: draft.bookingIdWhere.trim() },
  };
}

const { maxName, maxDomains, maxDomain, maxSubjects, maxPattern, maxLabel, maxHelp } = PROVIDER_LIMITS;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

const lineList = (what: string, most: number, eachMax: number, required: boolean, each?: { test: RegExp; message: string }) =>
  string()
    .test('given', `Please give at least one ${what}`, (text = '') => !required || lines(text).length > 0)
    .test('count', `Please give at most ${most} ${what}s, one a line`, (text = '') => lines(text).length <= most)
    .test('length', `Please keep each ${what} to ${eachMax} characters or fewer`, (text = '') => lines(text).every((line) => line.length <= eachMax))
    .test('shape', each?.message ?? '', (text = '') => each === undefined || lines(text).every((line) => each.test.test(line)));

const helpText = (what: string) => string().trim().required(`Please give ${what}`).max(maxHelp, `Please keep ${what} to ${maxHelp} characters or fewer`);

const ruleSchema = object({
  label: string().max(maxLabel, `Please keep a label to ${maxLabel} characters or fewer`),
  pattern: string().max(maxPattern, `Please keep a pattern to ${maxPattern} characters or fewer`),
}).test('given', 'Please give a label, a pattern, or both', (rule) => (rule.label ?? '').trim() !== '' || (rule.pattern ?? '').trim() !== '');

/**
 * What the form checks before sending: the shape and the caps of shared/providerDefinition. Whether each pattern
 * compiles (RE2) is the server's to say: it answers with the pattern it refused.
 */
export const providerDraftSchema = object({
  name: string().trim().required('Please give the provider a name').max(maxName, `Please keep the name to ${maxName} characters or fewer`),
  slug: string()
    .trim()
    .required('Please give a short name for links')
    .matches(new RegExp(PROVIDER_LIMITS.slugPattern), 'Please use 2 to 40 lower-case letters, digits and dashes, starting with a letter')
    .notOneOf(RESERVED_PROVIDER_SLUGS, RESERVED_SLUG_MESSAGE),
  dkimDomains: lineList('signing domain', maxDomains, maxDomain, true, { test: DOMAIN, message: 'Please write each domain as example.com, one a line' }),
  fromDomains: lineList('From domain', maxDomains, maxDomain, true, { test: DOMAIN, message: 'Please write each domain as example.com, one a line' }),
  confirmationSubjects: lineList('confirmation subject pattern', maxSubjects, maxPattern, true),
  cancellationSubjects: lineList('cancellation subject pattern', maxSubjects, maxPattern, false),
  fields: object(Object.fromEntries(BOOKING_FIELDS.map((field) => [field, ruleSchema]))),
  eventFields: array().of(string()).min(1, 'Please choose at least one field that identifies the event'),
  subjectToSearch: helpText('the subject sellers search for'),
  bookingIdLabel: helpText('what the provider calls the booking id'),
  bookingIdWhere: helpText('where the booking id is shown'),
});
