/**
 * The analyst's live loop (`npm run dev`): reports and models are reloaded when a file under
 * `reports/` or `models/` is saved. A reload imports every definition afresh (in a tsx namespace of its own,
 * the files and what they import load anew, so a shared helper's change is seen too) and
 * validates them; valid definitions replace the registry for the next request, invalid ones leave
 * the last valid registry serving and their problems are printed and kept for the page to show.
 */
import { watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { checkDefinitions } from '../definitions/check';
import { REPO_ROOT, replaceRegistry } from '../definitions/discover';
import type { Registry } from '../../src/engine/registry/buildRegistry';
import { forgetServerLocales } from '../i18n/locales';

export interface DefinitionsState {
  /** Counts the registries served: the page reloads itself when it changes. */
  version: number;
  /** What the last reload found wrong (a valid registry may still have texts missing). */
  problems: string[];
}

export interface LiveDefinitions {
  state(): DefinitionsState;
  /** Reload now (the watcher calls it after a save); resolves when done. */
  reload(): Promise<DefinitionsState>;
  close(): void;
}

export interface LiveOptions {
  /** The folder holding reports/ and models/ (tests use a copy). */
  root?: string;
  debounceMs?: number;
  /** Called after each reload that replaced the registry (the dev loop records new reports for the gallery). */
  onReloaded?: (registry: Registry) => void;
}

export function liveDefinitions(log: (line: string) => void, { root = REPO_ROOT, debounceMs = 150, onReloaded }: LiveOptions = {}): LiveDefinitions {
  let state: DefinitionsState = { version: 1, problems: [] };
  let round = 0;
  let running: Promise<DefinitionsState> | undefined;
  let again = false;

  const reloadOnce = async (): Promise<DefinitionsState> => {
    const started = performance.now();
    // one namespace per reload: its files and what they import load anew, once, and share their imports
    const scope = register({ namespace: `definitions-${++round}` });
    const fresh = (path: string) => scope.import(pathToFileURL(path).href, import.meta.url);
    const result = await checkDefinitions(fresh, root).finally(() => void scope.unregister());
    const took = `${Math.round(performance.now() - started)} ms`;
    if (result.registry) {
      replaceRegistry(result.registry);
      forgetServerLocales(); // exports read a report's texts saved since
      state = { version: state.version + 1, problems: result.problems };
      log(`definitions reloaded: ${result.reports} reports, ${result.models} models (${took})${result.problems.length ? `, ${result.problems.length} to fix:` : ''}`);
    } else {
      state = { version: state.version, problems: result.problems };
      log(`definitions not reloaded (${took}): the last valid ones keep serving until these are fixed:`);
    }
    for (const p of result.problems) log(`  ${p}`);
    if (result.registry) onReloaded?.(result.registry);
    return state;
  };

  const reload = (): Promise<DefinitionsState> => {
    if (running) { again = true; return running; }
    running = reloadOnce().finally(() => {
      running = undefined;
      if (again) { again = false; void reload(); }
    });
    return running;
  };

  let timer: NodeJS.Timeout | undefined;
  const onChange = (_event: string, file: string | null) => {
    if (file && !/\.(ts|json)$/.test(file)) return;
    clearTimeout(timer);
    timer = setTimeout(() => void reload().catch((e: unknown) => log(`definitions reload failed: ${String(e)}`)), debounceMs);
  };
  const watchers: FSWatcher[] = ['reports', 'models'].map((dir) => watch(join(root, dir), { recursive: true }, onChange));

  return {
    state: () => state,
    reload,
    close() { clearTimeout(timer); for (const w of watchers) w.close(); },
  };
}
