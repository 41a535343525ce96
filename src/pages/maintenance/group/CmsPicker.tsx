import { useTranslation } from 'react-i18next';
import type { CmsItem } from '../shared/maintenanceTypes';
import { TriStateCheckbox } from './TriStateCheckbox';

export interface CmsPickerProps {
  cms: readonly CmsItem[];
  selected: ReadonlySet<number>;
  disabled?: boolean;
  onChange: (selected: Set<number>) => void;
}

/** The operating units whose sites the group's operators see; one box ticks them all. */
export function CmsPicker({ cms, selected, disabled, onChange }: CmsPickerProps) {
  const { t } = useTranslation();
  const count = cms.filter((c) => selected.has(c.cms_id)).length;
  const all = count === 0 ? 'unchecked' : count === cms.length ? 'checked' : 'mixed';
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  return (
    <fieldset className="mnt-cms" disabled={disabled}>
      <legend>
        <TriStateCheckbox id="cms-all" state={all} label={t('maintenance.group.allUnits')} disabled={disabled}
          onToggle={() => onChange(all === 'checked' ? new Set() : new Set(cms.map((c) => c.cms_id)))} />
      </legend>
      <div className="mnt-cms-list">
        {cms.map((c) => (
          <TriStateCheckbox key={c.cms_id} id={`cms-${c.cms_id}`} state={selected.has(c.cms_id) ? 'checked' : 'unchecked'} disabled={disabled}
            label={c.cms_name} onToggle={() => toggle(c.cms_id)} />
        ))}
      </div>
    </fieldset>
  );
}
