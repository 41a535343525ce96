import type { ColumnDef, ExtraRouteInput, ReportDefinition, ReportInput, RouteInput, RoutePlacement } from '../definition/report';
import { MENU_GROUPS, menuGroupOfFolder } from '../menu';

/**
 * A report file's definition as the registry holds it: the folder's defaults filled in, `extends`
 * resolved and every placement of `routes` its own report. Pure: the registry (buildRegistry), the
 * dev loop, `npm run check` and the gallery's indexer all read report files through it.
 */

/** `reports/house/site_trend.report.ts` → `site_trend`. */
export function reportIdFromPath(path: string): string {
  const file = path.split(/[\\/]/).pop() ?? path;
  return file.endsWith('.report.ts') ? file.slice(0, -'.report.ts'.length) : file;
}

/** `reports/house/site_trend.report.ts` → `house`: the folder whose menu group a report defaults to. */
export function reportFolderFromPath(path: string): string {
  const parts = path.split(/[\\/]/);
  return parts.length >= 2 ? parts[parts.length - 2] : '';
}

/** One placement of a report file: the report id it is registered under and its menu group's folder (the gallery's area). */
export interface Placement {
  id: string;
  input: RouteInput;
  /** The placement's own, not the file's (a further placement under another menu). */
  extra: boolean;
}

/** The placements a report file declares: its own (`route`, or the entry of `routes` without an id), then each further one. */
export function placementsOf(input: ReportInput, fileId: string): { placements: Placement[]; problems: string[] } {
  const problems: string[] = [];
  const routes = input.routes ?? [];
  const ownInRoutes = routes.filter((r) => !('id' in r) || r.id === undefined || r.id === fileId);
  if (input.route && ownInRoutes.length) problems.push('routes: an entry without an id places the report itself, which route already does');
  if (ownInRoutes.length > 1) problems.push('routes: only one entry may go without an id (the report itself); each further placement needs its own id');
  const own = input.route ?? ownInRoutes[0];
  const placements: Placement[] = [];
  if (own) placements.push({ id: fileId, input: own, extra: false });
  else problems.push('route: missing (or an entry of routes without an id): where the report is in the menu');
  for (const r of routes) {
    if (ownInRoutes.includes(r)) continue;
    placements.push({ id: (r as ExtraRouteInput).id, input: r, extra: true });
  }
  return { placements, problems };
}

/** A placement with the defaults of the menu group (the given one, or the folder's). */
export function resolvePlacement(input: RouteInput, folder: string, id: string): { route?: RoutePlacement; problems: string[] } {
  const group = input.menuGroup ? MENU_GROUPS.find((g) => g.id === input.menuGroup) : menuGroupOfFolder(folder);
  if (!group) {
    return { problems: [input.menuGroup ? `route.menuGroup '${input.menuGroup}' is not a menu group` : `route.menuGroup: the folder reports/${folder}/ is no menu group's (${MENU_GROUPS.map((g) => g.folder ?? g.id).join(', ')}), so name one`] };
  }
  const segment = input.path ?? id;
  const route: RoutePlacement = {
    path: segment.startsWith('/') ? segment : `${group.path}/${segment}`,
    menuGroup: group.id,
    category: input.category ?? group.category,
    itemIdx: input.itemIdx ?? group.itemIdx,
    reportIdx: input.reportIdx,
    order: input.order,
  };
  const singleSite = input.singleSite ?? group.singleSite;
  if (singleSite) route.singleSite = true;
  return { route, problems: [] };
}

type Body = Partial<Omit<ReportDefinition, 'id' | 'route'>>;

/** The members of a definition that are the report itself (not its id, placement or parent). */
function bodyOf(input: ReportInput): Body {
  const { id: _id, route: _route, routes: _routes, extends: _extends, ...body } = input;
  void _id; void _route; void _routes; void _extends;
  return body;
}

/**
 * Every report of the files (path → default export), with its problems as `<id>: <problem>`.
 * Reports that cannot be resolved (an unknown or circular `extends`, no placement) are left out.
 */
export function resolveReports(files: Record<string, ReportInput>): { reports: ReportDefinition[]; problems: string[] } {
  const problems: string[] = [];
  const byId = new Map<string, { input: ReportInput; path: string }>();
  for (const [path, input] of Object.entries(files)) if (input && typeof input.id === 'string' && !byId.has(input.id)) byId.set(input.id, { input, path });

  // extends: the parent's body (itself resolved) under the child's own members
  const bodies = new Map<string, Body | null>();
  const bodyOfId = (id: string, chain: string[]): Body | null => {
    if (bodies.has(id)) return bodies.get(id)!;
    const { input } = byId.get(id)!;
    let body: Body | null = bodyOf(input);
    if (input.extends !== undefined) {
      const parent = input.extends;
      if (chain.includes(parent)) {
        problems.push(`${id}: extends '${parent}' comes back to itself (${[...chain, id, parent].join(' → ')})`);
        body = null;
      } else if (!byId.has(parent)) {
        problems.push(`${id}: extends '${parent}', which is not a report`);
        body = null;
      } else {
        const base = bodyOfId(parent, [...chain, id]);
        const { titleKey: _t, descriptionKey: _d, ...inherited } = base ?? {};
        void _t; void _d;
        body = base ? { ...inherited, ...body } : null;
      }
    }
    bodies.set(id, body);
    return body;
  };

  // placements: every one a report of its own id
  const groupOfId = new Map<string, { fileId: string; menuGroup: string }>();
  const resolved: { def: ReportDefinition; fileId: string }[] = [];
  for (const [path, input] of Object.entries(files)) {
    if (!input || typeof input.id !== 'string' || byId.get(input.id)?.path !== path) continue;
    const body = bodyOfId(input.id, []);
    if (!body) continue;
    const missing = (['query', 'filters', 'columns', 'paging'] as const).filter((k) => body[k] === undefined);
    if (missing.length) {
      problems.push(`${input.id}: ${missing.join(', ')} missing (give them, or extends: '<id>' of a report to take them from)`);
      continue;
    }
    const { placements, problems: placing } = placementsOf(input, input.id);
    problems.push(...placing.map((p) => `${input.id}: ${p}`));
    for (const p of placements) {
      const { route, problems: routing } = resolvePlacement(p.input, reportFolderFromPath(path), p.extra ? input.id : p.id);
      problems.push(...routing.map((x) => `${p.id}: ${x}`));
      if (!route) continue;
      const texts = p.extra ? { titleKey: body.titleKey ?? `reports.${input.id}.title`, descriptionKey: body.descriptionKey ?? `reports.${input.id}.description` } : {};
      resolved.push({ def: { id: p.id, route, ...body, ...texts } as ReportDefinition, fileId: input.id });
      groupOfId.set(p.id, { fileId: input.id, menuGroup: route.menuGroup });
    }
  }

  // a drill opens its target's placement in the drilling report's menu group, when the target has one there
  const placementIn = new Map<string, string>();
  for (const [id, { fileId, menuGroup }] of groupOfId) placementIn.set(`${fileId}\0${menuGroup}`, id);
  const retarget = (columns: readonly ColumnDef[], menuGroup: string): readonly ColumnDef[] => {
    if (!columns.some((c) => c.drill)) return columns;
    return columns.map((c) => {
      const target = c.drill && groupOfId.get(c.drill.report);
      const local = target && placementIn.get(`${target.fileId}\0${menuGroup}`);
      return local && c.drill && local !== c.drill.report ? { ...c, drill: { ...c.drill, report: local } } : c;
    });
  };
  const reports = resolved.map(({ def }) => {
    const columns = retarget(def.columns ?? [], def.route.menuGroup);
    const sections = def.sections?.map((s) => {
      const sc = retarget(s.columns, def.route.menuGroup);
      return sc === s.columns ? s : { ...s, columns: sc };
    });
    const changed = columns !== def.columns || sections?.some((s, i) => s !== def.sections![i]);
    return changed ? { ...def, columns, ...(sections ? { sections } : {}) } : def;
  });
  return { reports, problems };
}
