/**
 * The analyst's live loop (`npm run dev`): reports and models are reloaded when a file under
 * `reports/` or `models/` is saved. A reload imports every definition afresh (in a tsx namespace of its own,
 * the files and what they import load anew, so a shared helper's change is seen too) and
 * validates them; valid definitions replace the registry for the next request, invalid ones leave
 * the last valid registry serving and their problems are printed and kept for the page to show.
 */
import { readdirSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { checkDefinitions } from '../definitions/check';
import { registryLoaded, REPO_ROOT, replaceRegistry } from '../definitions/discover';
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
    const result = await checkDefinitions(fresh, root, { servable: !registryLoaded() }).finally(() => void scope.unregister());
    const took = `${Math.round(performance.now() - started)} ms`;
    if (!result.registry && result.servable) {
      // the first load has no last valid registry to keep: the valid reports serve meanwhile
      replaceRegistry(result.servable.registry);
      state = { version: state.version + 1, problems: result.problems };
      const without = result.servable.without;
      log(`definitions loaded with problems (${took}): serving ${result.servable.registry.reports.size} reports${without.length ? `, without ${without.join(', ')},` : ''} until these are fixed:`);
    } else if (result.registry) {
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

  let closed = false;
  const failed = (e: unknown) => log(`definitions reload failed: ${String(e)}`);
  const reload = (): Promise<DefinitionsState> => {
    if (running) { again = true; return running; }
    running = reloadOnce().finally(() => {
      running = undefined;
      // a save during the reload: once more, unless closed meanwhile (its folder may be gone); its failure is logged, as the watcher's
      if (again && !closed) { again = false; reload().catch(failed); }
    });
    return running;
  };

  let timer: NodeJS.Timeout | undefined;
  const onChange = (_event: string, file: string | null) => {
    if (file && !/\.(ts|json)$/.test(file)) return;
    clearTimeout(timer);
    timer = setTimeout(() => void reload().catch(failed), debounceMs);
  };
  // the shared texts too: a text added to locales/ while running is found at the next reload
  const trees = ['reports', 'models', 'locales'].map((dir) => watchTree(join(root, dir), onChange));

  return {
    state: () => state,
    reload,
    close() { closed = true; clearTimeout(timer); for (const t of trees) t.close(); },
  };
}

/**
 * Watches a folder and each folder under it, each by itself. Not `recursive: true`: on Linux,
 * Node 20 builds that from a watch per file, which loses a file an editor saves by writing a new
 * one and renaming it over the old (sed -i, many editors' safe write): later saves of that file
 * were never seen. A folder's own watch names every change of its entries, whatever their inode.
 * A folder created later is watched when its parent reports it.
 */
export function watchTree(top: string, onChange: (event: string, file: string | null) => void): { close(): void } {
  const watchers = new Map<string, FSWatcher>();
  const add = (dir: string) => {
    if (watchers.has(dir)) return;
    let w: FSWatcher;
    try {
      w = watch(dir, (event, file) => {
        if (event === 'rename') scan(dir);
        onChange(event, file);
      });
    } catch {
      return; // gone before it could be watched
    }
    w.on('error', () => { w.close(); watchers.delete(dir); });
    watchers.set(dir, w);
    scan(dir);
  };
  const scan = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      watchers.get(dir)?.close();
      watchers.delete(dir);
      return;
    }
    for (const e of entries) if (e.isDirectory()) add(join(dir, e.name));
  };
  add(top);
  return { close() { for (const w of watchers.values()) w.close(); watchers.clear(); } };
}
