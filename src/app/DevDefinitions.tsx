import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The page keeps room below its content for the panel while it shows (`--dev-definitions-room`,
 * shell.css), so what the panel would cover (the login form's Sign in) scrolls up above it.
 */
function useRoomBelow(panel: HTMLElement | null): void {
  useEffect(() => {
    if (!panel) return undefined;
    const root = document.documentElement;
    const hold = () => root.style.setProperty('--dev-definitions-room', `${panel.offsetHeight + 32}px`);
    hold();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(hold);
    observer?.observe(panel);
    return () => { observer?.disconnect(); root.style.removeProperty('--dev-definitions-room'); };
  }, [panel]);
}

/**
 * The problems of the last reload of the report definitions, shown over the page while there are
 * any. Hidden (Hide, or Escape) it leaves a small button with their count in the corner, so the
 * login form or a grid under it can be used; new problems show it again.
 */
export function DevDefinitionsPanel({ problems }: { problems: readonly string[] }) {
  const { t } = useTranslation();
  const shown = problems.join('\n');
  const [hidden, setHidden] = useState<string | null>(null);
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  useRoomBelow(problems.length && hidden !== shown ? panel : null);
  if (!problems.length) return null;
  if (hidden === shown) {
    return (
      <button type="button" className="dev-definitions-pill" onClick={() => setHidden(null)}>
        {t('shell.devDefinitions.show', { count: problems.length })}
      </button>
    );
  }
  return (
    <aside ref={setPanel} className="dev-definitions" role="alert" aria-label={t('shell.devDefinitions.title')} onKeyDown={(e) => { if (e.key === 'Escape') setHidden(shown); }}>
      <div className="dev-definitions-head">
        <strong>{t('shell.devDefinitions.title')}</strong>
        <button type="button" className="btn btn-sm" onClick={() => setHidden(shown)}>{t('shell.devDefinitions.hide')}</button>
      </div>
      <p>{t('shell.devDefinitions.keepsServing')}</p>
      <ul>{problems.map((p) => <li key={p}><code>{p}</code></li>)}</ul>
    </aside>
  );
}

/**
 * Where a reload of the definitions takes the page: back to the path that was not found, when the
 * page is the 404 it led to (the report's file may exist now), else the same page again.
 */
export function afterDefinitionsReload(): void {
  const from = (window.history.state as { usr?: { notFound?: string } } | null)?.usr?.notFound;
  if (window.location.pathname === '/404' && from) window.location.replace(from);
  else window.location.reload();
}

interface DefinitionsState { version: number; problems: string[] }

async function readState(): Promise<DefinitionsState | undefined> {
  const reply = await fetch('/api/dev/definitions', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"reqData":{}}' });
  const body = (await reply.json()) as { result?: { res?: DefinitionsState } };
  return body.result?.res;
}

/**
 * `npm run dev` only (rendered when Vite serves the console in its development mode; a build made
 * under a test runner, where NODE_ENV is `test`, is still in production mode and leaves it out): asks the server
 * every second how its live definitions stand; reloads the page when they were reloaded (a new
 * or changed report shows at once, the URL keeps the view) and shows their problems meanwhile.
 */
export function DevDefinitions({ everyMs = 1000 }: { everyMs?: number }) {
  const [problems, setProblems] = useState<string[]>([]);
  useEffect(() => {
    let seen: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const poll = async () => {
      const state = await readState().catch(() => undefined); // the server restarting: ask again
      if (stopped) return;
      if (state) {
        if (seen !== undefined && state.version !== seen) afterDefinitionsReload();
        seen = state.version;
        setProblems(state.problems);
      }
      timer = setTimeout(() => void poll(), everyMs);
    };
    void poll();
    return () => { stopped = true; clearTimeout(timer); };
  }, [everyMs]);
  return <DevDefinitionsPanel problems={problems} />;
}
