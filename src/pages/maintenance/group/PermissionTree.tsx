import { useTranslation } from 'react-i18next';
import { CATEGORY_COLOURS } from '../../../engine/menu';
import type { PermissionBranch } from '../shared/maintenanceTypes';
import { branchState, leafChecked, leavesByCategory, toggleBranch, toggleLeaf } from './permissionTreeState';
import { TriStateCheckbox } from './TriStateCheckbox';

export interface PermissionTreeProps {
  tree: readonly PermissionBranch[];
  items: ReadonlySet<number>;
  disabled?: boolean;
  onChange: (items: Set<number>) => void;
}

/** The group's item list as the menu shows it: menu groups (tri-state) over their coloured categories of reports. */
export function PermissionTree({ tree, items, disabled, onChange }: PermissionTreeProps) {
  const { t } = useTranslation();
  return (
    <div className="mnt-tree" role="group" aria-label={t('maintenance.group.permissions')}>
      {tree.map((branch) => (
        <fieldset key={branch.id} className="mnt-branch" style={{ ['--category' as string]: CATEGORY_COLOURS[branch.category] }}>
          <legend>
            <TriStateCheckbox id={`perm-${branch.itemIdx}`} state={branchState(branch, items)} disabled={disabled}
              label={`${t(branch.titleKey)} · ${branch.itemIdx}`} onToggle={() => onChange(toggleBranch(branch, items))} />
          </legend>
          {branch.children.length === 0 && <p className="mnt-branch-empty muted">{t('maintenance.group.noReports')}</p>}
          {leavesByCategory(branch).map((section) => (
            <div key={section.category} className="mnt-leaves" style={{ ['--category' as string]: CATEGORY_COLOURS[section.category] }}>
              <div className="menu-category-title">{t(`menu.category.${section.category}`)}</div>
              {section.leaves.map((leaf) => (
                <TriStateCheckbox key={leaf.reportIdx} id={`perm-${leaf.reportIdx}`} disabled={disabled}
                  state={leafChecked(branch, leaf, items) ? 'checked' : 'unchecked'}
                  label={`${t(leaf.titleKey, { defaultValue: leaf.id })} · ${leaf.reportIdx}`} onToggle={() => onChange(toggleLeaf(branch, leaf, items))} />
              ))}
            </div>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
