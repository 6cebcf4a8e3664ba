import { RE2JS } from 're2js';
import { BOOKING_FIELDS, type BookingField, type FieldRule, type ProviderDefinition } from '../../../shared/providerDefinition';
import { isDomainOrSubdomain } from '../parseMail';

/** A definition an operator cannot save: the message says which rule and why. */
export class ProviderRuleError extends Error {
  override name = 'ProviderRuleError';
}

/**
 * Web-mail domains anyone can get an address at: a provider claiming one as its signing domain would let anyone
 * sign a "confirmation" from their own mailbox and list it, so such a definition is refused.
 */
export const CONSUMER_MAIL_DOMAINS = [
  'gmail.com', 'googlemail.com', 'google.com', 'yahoo.com', 'yahoo.co.in', 'ymail.com', 'outlook.com', 'hotmail.com', 'live.com',
  'msn.com', 'icloud.com', 'me.com', 'mac.com', 'aol.com', 'proton.me', 'protonmail.com', 'pm.me', 'rediffmail.com', 'zoho.com',
  'zohomail.in', 'gmx.com', 'mail.com', 'yandex.com', 'tutanota.com', 'fastmail.com', 'hey.com',
] as const;

export interface CompiledRule {
  field: BookingField;
  label?: string;
  pattern?: RE2JS;
  in: 'body' | 'subject';
}

export interface CompiledProvider {
  definition: ProviderDefinition;
  confirmation: RE2JS[];
  cancellation: RE2JS[];
  rules: CompiledRule[];
}

function compilePattern(pattern: string, where: string): RE2JS {
  try {
    // MULTILINE: a body pattern runs over the lines joined, ^ and $ at each line's ends.
    return RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE | RE2JS.MULTILINE);
  } catch (error) {
    throw new ProviderRuleError(`${where} is not a valid pattern (RE2 syntax, no back-references or look-around): ${(error as Error).message.replace('(?m)(?i)', '')}`);
  }
}

function compileRule(field: BookingField, rule: FieldRule): CompiledRule {
  const where = rule.in ?? 'body';
  if (!rule.label && !rule.pattern) throw new ProviderRuleError(`The ${field} rule needs a label or a pattern`);
  if (rule.label && where === 'subject') throw new ProviderRuleError(`The ${field} rule reads the subject, which has no labels: give a pattern only`);
  return { field, label: rule.label?.trim(), pattern: rule.pattern ? compilePattern(rule.pattern, `The ${field} pattern`) : undefined, in: where };
}

function checkDomains(definition: ProviderDefinition): void {
  for (const domain of definition.dkimDomains) {
    const consumer = CONSUMER_MAIL_DOMAINS.find((c) => isDomainOrSubdomain(domain, c) || isDomainOrSubdomain(c, domain));
    if (consumer) {
      throw new ProviderRuleError(`${domain} is a public mail service (${consumer}): anyone can send mail it signs, so it cannot prove a booking`);
    }
  }
  for (const from of definition.fromDomains) {
    if (!definition.dkimDomains.some((d) => isDomainOrSubdomain(from, d) || isDomainOrSubdomain(d, from))) {
      throw new ProviderRuleError(`The From domain ${from} does not align with any DKIM domain (${definition.dkimDomains.join(', ')})`);
    }
  }
}

/** Checks and compiles a definition; throws ProviderRuleError for one that cannot be saved. */
export function compileProvider(definition: ProviderDefinition): CompiledProvider {
  checkDomains(definition);
  return {
    definition,
    confirmation: definition.confirmationSubjects.map((p, i) => compilePattern(p, `Confirmation subject ${i + 1}`)),
    cancellation: definition.cancellationSubjects.map((p, i) => compilePattern(p, `Cancellation subject ${i + 1}`)),
    rules: BOOKING_FIELDS.map((field) => compileRule(field, definition.fields[field])),
  };
}

const compiled = new WeakMap<ProviderDefinition, CompiledProvider>();

/** The compiled form of a stored definition (which compiled when it was saved), kept while the object lives. */
export function compiledProvider(definition: ProviderDefinition): CompiledProvider {
  let found = compiled.get(definition);
  if (!found) compiled.set(definition, (found = compileProvider(definition)));
  return found;
}
