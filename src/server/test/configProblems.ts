import { ConfigError, loadConfig } from '../config';

/** Every problem loadConfig finds in `env`, or none when it loads. */
export function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}
