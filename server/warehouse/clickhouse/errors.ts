import { QueryTimeoutError } from '../warehouse';

/** ClickHouse's code for a query stopped by max_execution_time with timeout_overflow_mode = 'throw'. */
export const TIMEOUT_EXCEEDED = 159;

/**
 * An error answered by the ClickHouse server, its code and text kept for the logs. The route layer
 * answers it as a 9xxx server error without showing the text to the user.
 */
export class ClickHouseQueryError extends Error {
  constructor(readonly code: number | undefined, text: string) {
    super(`ClickHouse error${code === undefined ? '' : ` ${code}`}: ${text}`);
    this.name = 'ClickHouseQueryError';
  }
}

/** The server, or the warehouse in it, cannot be used: the message is one line meant for the operator. */
export class ClickHouseUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ClickHouseUnavailableError';
  }
}

/**
 * 18.16 answers errors as "Code: 62, e.displayText() = DB::Exception: …, e.what() = DB::Exception",
 * a shape @clickhouse/client 1.23 does not parse into its ClickHouseError: read the code here.
 */
export function serverErrorCode(error: unknown): number | undefined {
  const own = (error as { code?: unknown }).code;
  if (typeof own === 'number') return own; // a ClickHouseQueryError already read
  if (typeof own === 'string' && /^\d+$/.test(own)) return Number(own);
  const m = /Code: (\d+)/.exec(error instanceof Error ? error.message : String(error));
  return m ? Number(m[1]) : undefined;
}

export function toQueryError(error: unknown): Error {
  const code = serverErrorCode(error);
  if (code === undefined) return error instanceof Error ? error : new Error(String(error));
  const text = (error as Error).message.replace(/^Code: \d+, e\.displayText\(\) = /, '').replace(/, e\.what\(\) = .*$/s, '').trim();
  return new ClickHouseQueryError(code, text);
}

/** One line: "cannot reach ClickHouse at …: connection refused", or what the server answered. */
export function reachFailure(error: unknown, where: string): string {
  const code = (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  const plain: Record<string, string> = {
    ECONNREFUSED: 'connection refused', ENOTFOUND: 'host not found', EAI_AGAIN: 'host not found',
    ETIMEDOUT: 'connection timed out', ECONNRESET: 'connection reset', EHOSTUNREACH: 'host unreachable',
  };
  if (typeof code === 'string' && plain[code]) return `cannot reach ${where}: ${plain[code]}`;
  if (error instanceof QueryTimeoutError) return `cannot reach ${where}: no answer within ${error.timeoutMs / 1000} s`;
  const answer = toQueryError(error).message.split('\n')[0].trim() || 'an empty answer (is it a ClickHouse server?)';
  return serverErrorCode(error) === undefined ? `cannot reach ${where}: ${answer}` : `${where} refused the console: ${answer}`;
}
