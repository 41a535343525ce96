import { CATEGORY_COLOURS, isPermitted, MENU_GROUPS, type MenuCategory, type MenuGroup } from '../../engine/menu';
import type { ShellRoute } from '../routes/shellRoute';

export interface MenuCategorySection {
  category: MenuCategory;
  colour: string;
  items: ShellRoute[];
}

export interface MenuSection {
  group: MenuGroup;
  categories: MenuCategorySection[];
}

function byIndex(a: ShellRoute, b: ShellRoute): number {
  // pages without a report index (the audit log) come after the indexed ones
  const idx = (r: { reportIdx?: number }) => r.reportIdx ?? Number.MAX_SAFE_INTEGER;
  return idx(a) - idx(b) || a.order - b.order || a.path.localeCompare(b.path);
}

/**
 * The left menu of spec §2: permitted menu routes, grouped by MENU_GROUPS order, items by
 * reportIdx then order, split into coloured category sections in order of first appearance.
 */
export function buildMenu(routes: readonly ShellRoute[], permitted: readonly number[]): MenuSection[] {
  const visible = routes.filter((route) => route.inMenu && isPermitted(route, permitted));
  const sections: MenuSection[] = [];
  for (const group of MENU_GROUPS) {
    const items = visible.filter((route) => route.menuGroup === group.id).sort(byIndex);
    if (items.length === 0) continue;
    const categories: MenuCategorySection[] = [];
    for (const item of items) {
      const category = item.category ?? group.category;
      let section = categories.find((c) => c.category === category);
      if (!section) {
        section = { category, colour: CATEGORY_COLOURS[category], items: [] };
        categories.push(section);
      }
      section.items.push(item);
    }
    sections.push({ group, categories });
  }
  return sections;
}

/** The group holding a path, so the menu opens with the current page's group expanded. */
export function groupOfPath(sections: readonly MenuSection[], path: string): string | null {
  for (const section of sections) {
    if (section.categories.some((c) => c.items.some((item) => item.path === path))) return section.group.id;
  }
  return null;
}

/** Clicking a group flips its expansion (spec §2). */
export function toggleGroup(expanded: ReadonlySet<string>, groupId: string): Set<string> {
  const next = new Set(expanded);
  if (next.has(groupId)) next.delete(groupId);
  else next.add(groupId);
  return next;
}
