import { isPermitted } from '../../src/engine/menu';
import type { RowScope } from '../compiler/types';

/**
 * The member contact right (docs/SECURITY-DECISIONS.md, "Member contact data"): index 92590 of the
 * site owner range, granted like any index (spec §5): by itself, or by the site owner menu item
 * 92000 that grants the whole range. Without it, phone and e-mail are masked by the server.
 */
export const MEMBER_CONTACT = { itemIdx: 92000, reportIdx: 92590 } as const;

/** What a report answer may show an operator: its sites, and whether contact data is shown unmasked. */
export function rowScope(operator: { siteIds: readonly number[]; permitted: ReadonlySet<number> | readonly number[] }): RowScope {
  return { siteIds: operator.siteIds, contact: isPermitted(MEMBER_CONTACT, operator.permitted) };
}
