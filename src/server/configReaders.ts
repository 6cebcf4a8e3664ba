/** How one environment variable is read and checked: each problem is added to `problems`, with the fallback returned. */

export type Env = Record<string, string | undefined>;

export function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

export function portNumber(env: Env, name: string, fallback: number, problems: string[], lowest = 1): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= lowest && value <= 65535)) {
    problems.push(`${name} must be a whole number from ${lowest} to 65535 (got "${raw}")`);
    return fallback;
  }
  return value;
}

export function milliseconds(env: Env, name: string, fallback: number, problems: string[]): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
    problems.push(`${name} must be a whole number of milliseconds, 1 or more (got "${raw}")`);
    return fallback;
  }
  return Number(raw);
}

const MAX_RETENTION_DAYS = 365;

export function days(env: Env, name: string, fallback: number, problems: string[]): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d{1,3}$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_RETENTION_DAYS) {
    problems.push(`${name} must be a whole number of days from 1 to ${MAX_RETENTION_DAYS} (got "${raw}")`);
    return fallback;
  }
  return Number(raw);
}

export function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T, problems: string[]): T {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
    return fallback;
  }
  return raw as T;
}

export function urlWithScheme(env: Env, name: string, schemes: string[], problems: string[]): string | null {
  const raw = text(env, name);
  if (raw === undefined) return null;
  let ok = false;
  try {
    ok = schemes.includes(new URL(raw).protocol);
  } catch {
    ok = false;
  }
  if (!ok) problems.push(`${name} must be a URL starting with ${schemes.map((s) => `${s}//`).join(' or ')}`);
  return raw;
}

export function required(env: Env, name: string, because: string, problems: string[]): string {
  const value = text(env, name);
  if (value === undefined) problems.push(`${name} is required when ${because}`);
  return value ?? '';
}
