/**
 * The server's clock as the browser knows it. The server resolves date presets on its own day
 * (UTC); the browser shows the dates a preset stands for on that same day, whatever the
 * browser's time zone or clock says.
 */
let offsetMs = 0;

/** Takes the server's time from a session answer (`serverNow`, ISO); unreadable means no offset. */
export function setServerNow(iso: string | undefined, localNow = Date.now()): void {
  const server = Date.parse(iso ?? '');
  offsetMs = Number.isFinite(server) ? server - localNow : 0;
}

/** The server's current day, YYYY-MM-DD (UTC). */
export function serverToday(localNow = Date.now()): string {
  return new Date(localNow + offsetMs).toISOString().slice(0, 10);
}
