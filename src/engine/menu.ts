/**
 * The menu groups of spec §2 and their item indexes (spec §9). A route carries the index of its
 * menu group (itemIdx) and its own index (reportIdx); a group's item list may hold either, so a
 * whole menu group or a single report can be granted (spec §5: granted when the route has no
 * index, or its itemIdx or reportIdx is in the permitted list).
 */
/** Category of a menu group or report: colours the menu header (spec §2). */
export type MenuCategory = 'general' | 'operation' | 'gaming' | 'promo' | 'trans' | 'member';

export interface MenuGroup {
  id: string;
  /** Index that grants every route of the group. */
  itemIdx: number;
  /** First and last report index of the group (spec §9). */
  reportRange: readonly [number, number];
  /** Path prefix; the group's bare path redirects to its first route. */
  path: string;
  titleKey: string;
  /** The category of its routes unless a report says otherwise. */
  category: MenuCategory;
  /** The folder of its reports, `reports/<folder>/` (default: the id). */
  folder?: string;
  /** Every route of the group is single-site (spec §2, site owner) unless a report says otherwise. */
  singleSite?: boolean;
}

export const MENU_GROUPS: readonly MenuGroup[] = [
  { id: 'maintenance', itemIdx: 1, reportRange: [2, 3], path: '/maintenance', titleKey: 'menu.maintenance', category: 'operation' },
  { id: 'provider', itemIdx: 70000, reportRange: [70101, 70103], path: '/provider', titleKey: 'menu.provider', category: 'general' },
  { id: 'house', itemIdx: 80100, reportRange: [80102, 80202], path: '/house', titleKey: 'menu.house', category: 'general' },
  { id: 'onlineGeneral', itemIdx: 90000, reportRange: [90001, 90006], path: '/onlineGeneral/general', titleKey: 'menu.onlineGeneral', category: 'general', folder: 'online_general' },
  { id: 'sys_provider', itemIdx: 91000, reportRange: [91001, 91999], path: '/sys_provider', titleKey: 'menu.sysProvider', category: 'general' },
  { id: 'site_owner', itemIdx: 92000, reportRange: [92010, 92610], path: '/site_owner', titleKey: 'menu.siteOwner', category: 'operation', singleSite: true },
];

/** Category header colours of spec §2 (general and operation blue, gaming green, promo orange, trans purple, member teal). */
export const CATEGORY_COLOURS: Record<MenuCategory, string> = {
  general: '#4f8cff',
  operation: '#4f8cff',
  gaming: '#3fbf7f',
  promo: '#ff9f43',
  trans: '#a66cff',
  member: '#1fc8c8',
};

/** The menu group whose reports live in `reports/<folder>/`. */
export function menuGroupOfFolder(folder: string): MenuGroup | undefined {
  return MENU_GROUPS.find((g) => (g.folder ?? g.id) === folder);
}

export interface IndexedRoute {
  itemIdx?: number;
  reportIdx?: number;
}

/** Spec §5: a route is permitted when it has no index, or its itemIdx or reportIdx is permitted. */
export function isPermitted(route: IndexedRoute, permitted: ReadonlySet<number> | readonly number[]): boolean {
  const has = (n: number) => (Array.isArray(permitted) ? permitted.includes(n) : (permitted as ReadonlySet<number>).has(n));
  if (route.itemIdx === undefined && route.reportIdx === undefined) return true;
  return (route.itemIdx !== undefined && has(route.itemIdx)) || (route.reportIdx !== undefined && has(route.reportIdx));
}
