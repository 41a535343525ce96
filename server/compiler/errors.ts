/** A refusal the API answers in its envelope with this status (8xxx business, 9xxx server side). */
export class CompileError extends Error {
  /** `cause`: what the warehouse answered, where a status stands for it (a query cancelled: 9408). */
  constructor(readonly status: number, message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'CompileError';
  }
}

/** The message of a report cancelled (9408). */
export const CANCELLED = 'The report took too long and was cancelled; narrow the date range or filters';
