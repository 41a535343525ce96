import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { Icon } from '../icons';
import type { MenuSection } from './buildMenu';

export interface MenuNavProps {
  sections: readonly MenuSection[];
  expanded: ReadonlySet<string>;
  onToggle: (groupId: string) => void;
  onNavigate?: () => void;
}

/** The menu groups with coloured category headers; each group header is a disclosure button. */
export function MenuNav({ sections, expanded, onToggle, onNavigate }: MenuNavProps) {
  const { t } = useTranslation();
  if (sections.length === 0) return <p className="menu-empty">{t('shell.menuEmpty')}</p>;
  return (
    <ul className="menu-groups">
      {sections.map(({ group, categories }) => {
        const open = expanded.has(group.id);
        const listId = `menu-group-${group.id}`;
        return (
          <li key={group.id} className="menu-group">
            <button type="button" className="menu-group-button" aria-expanded={open} aria-controls={listId}
              onClick={() => onToggle(group.id)}>
              <span>{t(group.titleKey)}</span>
              <Icon name={open ? 'chevronDown' : 'chevronRight'} size={16} />
            </button>
            <div id={listId} hidden={!open}>
              {categories.map((section) => (
                <div key={section.category} className="menu-category" style={{ ['--category' as string]: section.colour }}>
                  <div className="menu-category-title">{t(`menu.category.${section.category}`)}</div>
                  <ul>
                    {section.items.map((item) => (
                      <li key={item.path}>
                        <NavLink to={item.path} className="menu-item" onClick={onNavigate}>{t(item.titleKey)}</NavLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
