/** The one error type services and routes throw; it leaves the server as `{ "error": message }`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
