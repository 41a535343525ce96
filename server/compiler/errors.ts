/** A refusal the API answers in its envelope with this status (8xxx business, 9xxx server side). */
export class CompileError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = 'CompileError';
  }
}
