import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The problems of the last reload of the report definitions, shown over the page while there are any. */
export function DevDefinitionsPanel({ problems }: { problems: readonly string[] }) {
  const { t } = useTranslation();
  if (!problems.length) return null;
  return (
    <aside className="dev-definitions" role="alert" aria-label={t('shell.devDefinitions.title')}>
      <strong>{t('shell.devDefinitions.title')}</strong>
      <p>{t('shell.devDefinitions.keepsServing')}</p>
      <ul>{problems.map((p) => <li key={p}><code>{p}</code></li>)}</ul>
    </aside>
  );
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
        if (seen !== undefined && state.version !== seen) window.location.reload();
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
