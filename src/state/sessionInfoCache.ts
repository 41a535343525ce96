import type { SessionInfo } from '../api/contracts';

/** The login answer, held in memory until the guard rebuilds the session from it (never persisted). */
let cached: SessionInfo | null = null;

export function keepSessionInfo(info: SessionInfo | null): void {
  cached = info;
}

/** Returns the kept answer once, then forgets it. */
export function takeSessionInfo(): SessionInfo | null {
  const info = cached;
  cached = null;
  return info;
}
