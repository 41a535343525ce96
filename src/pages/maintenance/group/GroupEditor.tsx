import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../shared/TextField';
import type { CmsItem, GroupRow, PermissionBranch } from '../shared/maintenanceTypes';
import { CmsPicker } from './CmsPicker';
import { PermissionTree } from './PermissionTree';
import { sortedItems } from './permissionTreeState';
import { isNameTaken, validateGroupName } from './validateGroupName';

export interface GroupDraft { groupName: string; items: number[]; cmsList: number[] }

export interface GroupEditorProps {
  /** Absent for a new group. */
  group?: GroupRow;
  tree: readonly PermissionBranch[];
  cms: readonly CmsItem[];
  busy?: boolean;
  onSave: (draft: GroupDraft) => void;
  onDelete?: () => void;
  /** The other groups' names: a name one of them has is refused here, before anything is asked (as the server compares: isNameTaken). */
  takenNames?: readonly string[];
  /** Told whether the form differs from the group as saved (a new group: from empty). */
  onDirty?: (dirty: boolean) => void;
}

const sameSet = (a: ReadonlySet<number>, b: readonly number[] = []) => a.size === new Set(b).size && b.every((x) => a.has(x));

/** Name, permission tree and operating units of one group (keyed by group and version by its parent). */
export function GroupEditor({ group, tree, cms, busy, onSave, onDelete, takenNames = [], onDirty }: GroupEditorProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(group?.groupName ?? '');
  const [items, setItems] = useState<Set<number>>(new Set(group?.items ?? []));
  const [units, setUnits] = useState<Set<number>>(new Set(group?.cmsList ?? []));
  const [error, setError] = useState<string | undefined>();
  const readOnly = group?.manageable === false;
  const rightsLocked = readOnly || group?.own === true;
  const dirty = name !== (group?.groupName ?? '') || !sameSet(items, group?.items) || !sameSet(units, group?.cmsList);
  useEffect(() => { onDirty?.(dirty); }, [dirty, onDirty]);
  useEffect(() => () => onDirty?.(false), [onDirty]);
  const taken = isNameTaken(name, takenNames);
  // a group with operators cannot be deleted: said on the button, not after it is confirmed
  const inUse = (group?.operatorCount ?? 0) > 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateGroupName(name) ?? (taken ? 'groupNameTaken' : undefined);
    setError(found);
    // the name's message may be a screen above the button pressed: the field is brought into view and focused
    if (found) document.getElementById('group-name')?.focus();
    else onSave({ groupName: name.trim(), items: sortedItems(items), cmsList: sortedItems(units) });
  };
  return (
    <form className="mnt-group-editor card" onSubmit={submit} noValidate aria-labelledby="group-editor-title">
      <header className="mnt-editor-head">
        <h2 id="group-editor-title">{group ? group.groupName : t('maintenance.group.newTitle')}</h2>
        {group && <span className="badge">{t('maintenance.group.operatorCount', { count: group.operatorCount ?? 0 })}</span>}
      </header>
      {readOnly && <p className="mnt-note" role="note">{t('maintenance.reasons.groupAbove')}</p>}
      {!readOnly && group?.own && <p className="mnt-note" role="note">{t('maintenance.group.ownGroupNote')}</p>}
      {group?.siteIds && <p className="mnt-note muted">{t('maintenance.group.singleSite', { count: group.siteIds.length })}</p>}
      <TextField id="group-name" label={t('maintenance.fields.groupName')} value={name} error={error} onChange={setName} disabled={readOnly} autoComplete="off" />
      <h3 className="mnt-section-title">{t('maintenance.group.permissions')}</h3>
      <PermissionTree tree={tree} items={items} disabled={rightsLocked} onChange={setItems} />
      <h3 className="mnt-section-title">{t('maintenance.group.units')}</h3>
      <CmsPicker cms={cms} selected={units} disabled={rightsLocked} onChange={setUnits} />
      <footer className="mnt-editor-foot">
        {group && onDelete && inUse && <span id="group-delete-why" className="muted mnt-foot-note">{t('maintenance.statusText.8098')}</span>}
        {group && onDelete && (
          <button type="button" className="btn btn-ghost mnt-danger-text" disabled={readOnly || busy || inUse} onClick={onDelete}
            aria-describedby={inUse ? 'group-delete-why' : undefined}>{t('maintenance.group.delete')}</button>
        )}
        <button type="submit" className="btn btn-primary" disabled={readOnly || busy}>{t(group ? 'maintenance.save' : 'maintenance.group.create')}</button>
      </footer>
    </form>
  );
}
