/**
 * The report gallery, generated from the report definitions (reports/<area>/<id>.report.ts, the
 * files the registry discovers): an indexer gives each file one story, `reports-<area>--<id>`,
 * plus `reports-<area>--<id>-widget` when the report opens as a side drawer widget, and a Vite
 * plugin serves each such file to Storybook as a CSF module whose stories render the report from
 * its recorded result (src/renderers/gallery/reportStories.tsx). A report added as a definition
 * gets its story with no story file; until `npm run record-stories` has recorded it, its story
 * says so (and the story test fails on it).
 *
 * Ids are Storybook's own sanitized form (lower case, `_` → `-`): Storybook's URLs read an
 * underscore as the separator of a composed Storybook's ref (`?path=/story/<ref>_<story>`), so an id
 * with `_` would not open by link. `site_owner/member_recap` → `reports-site-owner--member-recap`.
 *
 * A file that places its report under several menus (`routes`) gives each placement its story
 * under the placement's own id and area (`provider/site_dashboard.report.ts` also gives
 * `reports-house--house-site-dashboard`), listed under the file's title: the indexer imports the
 * file (tsx) to read its placements.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Indexer } from 'storybook/internal/types';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import type { ExtraRouteInput, ReportInput } from '../src/engine/definition/report';
import { MENU_GROUPS } from '../src/engine/menu';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RECORDED_DIR = path.join(ROOT, 'src/renderers/gallery/recorded');
const STORIES_MODULE = path.join(ROOT, 'src/renderers/gallery/reportStories.tsx');
/** `reports/<area>/<id>.report.ts` (absolute or from the repository root), as the registry discovers definitions. */
export const REPORT_FILE = /(?:^|[\\/])reports[\\/]([a-z][a-z0-9_]*)[\\/]([a-z][a-z0-9_]*)\.report\.ts$/;

/** Storybook's sanitizing of a title part into an id part (`site_owner` → `site-owner`). */
const sanitize = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

export interface GalleryReport {
  area: string;
  id: string;
  /** Opens as a side drawer widget (from its recorded view). */
  widget: boolean;
}

/** The stable story id of a report: `reports-<area>--<id>` (sanitized), `-widget` appended for its widget story. */
export function reportStoryId(area: string, id: string, widget = false): string {
  return `reports-${sanitize(area)}--${sanitize(id)}${widget ? '-widget' : ''}`;
}

/** The report a definition file holds, or null when the file is not a report definition. */
export function galleryReport(file: string): GalleryReport | null {
  const match = REPORT_FILE.exec(file.split('?')[0]);
  if (!match) return null;
  const [, area, id] = match;
  return recordedReport(area, id);
}

/**
 * Every report a definition file registers: its own, then each further placement of `routes`
 * (area: the folder of the placement's menu group). A file that does not load gives its own alone.
 */
export async function galleryReports(file: string): Promise<GalleryReport[]> {
  const own = galleryReport(file);
  if (!own) return [];
  let routes: readonly unknown[] = [];
  try {
    const mod = (await tsImport(path.resolve(ROOT, file.split('?')[0]), import.meta.url)) as { default?: ReportInput };
    routes = mod.default?.routes ?? [];
  } catch {
    // a broken definition: the dev loop and npm run check name its problem
  }
  const extra = routes.filter((r): r is ExtraRouteInput => typeof (r as ExtraRouteInput).id === 'string' && (r as ExtraRouteInput).id !== own.id);
  return [own, ...extra.map((r) => {
    const group = r.menuGroup ? MENU_GROUPS.find((g) => g.id === r.menuGroup) : undefined;
    return recordedReport(group ? group.folder ?? group.id : own.area, r.id);
  })];
}

function recordedReport(area: string, id: string): GalleryReport {
  let widget = false;
  try {
    const record = JSON.parse(fs.readFileSync(path.join(RECORDED_DIR, `${id}.json`), 'utf8')) as { view?: { widget?: boolean } };
    widget = Boolean(record.view?.widget);
  } catch {
    // not recorded yet: its one story says so
  }
  return { area, id, widget };
}

/** One story per report definition (and one per widget), under "Reports/<area>". */
export const reportGalleryIndexer: Indexer = {
  test: REPORT_FILE,
  async createIndex(fileName, { makeTitle }) {
    const reports = await galleryReports(fileName);
    if (!reports.length) return [];
    const title = makeTitle(`Reports/${reports[0].area}`);
    // ids set here (and as parameters.__id in the module): Storybook's own would split "trans_3party" into "trans-3-party"
    return reports.flatMap((report) => {
      const entries = [{ type: 'story' as const, importPath: fileName, exportName: report.id, name: report.id, title, tags: ['report-gallery'], __id: reportStoryId(report.area, report.id) }];
      if (report.widget) {
        entries.push({
          type: 'story', importPath: fileName, exportName: `${report.id}_widget`, name: `${report.id} (side drawer widget)`, title,
          tags: ['report-gallery', 'report-widget'], __id: reportStoryId(report.area, report.id, true),
        });
      }
      return entries;
    });
  },
};

/** `to` as an import specifier from the folder of `file`. */
function importPath(file: string, to: string): string {
  const from = path.relative(path.dirname(file), to).split(path.sep).join('/');
  return from.startsWith('.') ? from : `./${from}`;
}

/**
 * The CSF module Storybook loads for a report definition file (its own report first, then its
 * further placements), importing each report's recording alone (none before it is recorded).
 */
export function galleryModule(file: string, reports: GalleryReport | readonly GalleryReport[]): string {
  const all = Array.isArray(reports) ? reports : [reports as GalleryReport];
  const lines = [
    `import { reportMeta, reportStory, widgetStory } from ${JSON.stringify(importPath(file, STORIES_MODULE))};`,
  ];
  const recorded = all.filter((r) => fs.existsSync(path.join(RECORDED_DIR, `${r.id}.json`)));
  for (const r of recorded) lines.push(`import ${r.id}_record from ${JSON.stringify(importPath(file, path.join(RECORDED_DIR, `${r.id}.json`)))};`);
  lines.push(`export default reportMeta(${JSON.stringify(all[0].area)});`);
  for (const report of all) {
    const record = recorded.includes(report) ? `, ${report.id}_record` : '';
    lines.push(`export const ${report.id} = reportStory(${JSON.stringify(report.id)}, ${JSON.stringify(reportStoryId(report.area, report.id))}${record});`);
    if (report.widget) lines.push(`export const ${report.id}_widget = widgetStory(${JSON.stringify(report.id)}, ${JSON.stringify(reportStoryId(report.area, report.id, true))}${record});`);
  }
  return `${lines.join('\n')}\n`;
}

const SESSION_ID = 'virtual:gallery-session';

/** The demo session of every recording (src/renderers/gallery/gallerySession.ts), as a module: what each report story shares. */
async function sessionModule(): Promise<{ code: string; files: string[] }> {
  const { gallerySessionOf } = (await tsImport(path.join(ROOT, 'src/renderers/gallery/gallerySession.ts'), import.meta.url)) as typeof import('../src/renderers/gallery/gallerySession');
  const files = fs.readdirSync(RECORDED_DIR).filter((f) => f.endsWith('.json')).sort().map((f) => path.join(RECORDED_DIR, f));
  const records = Object.fromEntries(files.map((f) => [path.basename(f, '.json'), JSON.parse(fs.readFileSync(f, 'utf8'))]));
  return { code: `export default ${JSON.stringify(gallerySessionOf(records))};\n`, files };
}

/** Serves report definition files to Storybook's preview as their gallery CSF modules. */
export function reportGalleryPlugin(): Plugin {
  return {
    name: 'report-gallery',
    enforce: 'pre',
    resolveId(id) {
      return id === SESSION_ID ? `\0${SESSION_ID}` : null;
    },
    // `storybook dev`: a report recorded for the first time changes the session every story shares
    configureServer(server) {
      server.watcher.add(RECORDED_DIR);
      server.watcher.on('add', (file) => {
        if (path.dirname(file) !== RECORDED_DIR || !file.endsWith('.json')) return;
        const session = server.moduleGraph.getModuleById(`\0${SESSION_ID}`);
        if (session) server.moduleGraph.invalidateModule(session);
        server.ws.send({ type: 'full-reload' });
      });
    },
    async load(id) {
      if (id === `\0${SESSION_ID}`) {
        const { code, files } = await sessionModule();
        // a recording recorded again (record-stories) makes the session anew; one added: configureServer below
        for (const file of files) this.addWatchFile(file);
        return { code, map: null };
      }
      const reports = await galleryReports(id);
      return reports.length ? { code: galleryModule(id.split('?')[0], reports), map: null } : null;
    },
  };
}
