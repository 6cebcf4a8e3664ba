/** Every error response body: SPEC §7 says a body `error` field is raised as the error. */
export interface ErrorBody {
  error: string;
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ErrorBody).error === 'string';
}
