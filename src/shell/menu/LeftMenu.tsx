import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { Icon } from '../icons';
import type { ShellRoute } from '../routes/shellRoute';
import { DASHBOARD_PATH } from '../routes/staticRoutes';
import { buildMenu, groupOfPath, toggleGroup } from './buildMenu';
import { MenuNav } from './MenuNav';

export interface LeftMenuProps {
  routes: readonly ShellRoute[];
  permitted: readonly number[];
  visible: boolean;
  /** Narrow screens: the menu floats over the page and closes after a choice. */
  overlay: boolean;
  onClose: () => void;
}

/** The 260 px left drawer. */
export function LeftMenu({ routes, permitted, visible, overlay, onClose }: LeftMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const sections = useMemo(() => buildMenu(routes, permitted), [routes, permitted]);
  const [expanded, setExpanded] = useState<Set<string>>(() => {
    const current = groupOfPath(sections, pathname);
    return new Set(current ? [current] : sections.slice(0, 1).map((s) => s.group.id));
  });
  // A page reached another way (a pin at login, a recent page, a link) opens its group too.
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    const current = groupOfPath(sections, pathname);
    if (current && !expanded.has(current)) setExpanded(new Set([...expanded, current]));
  }
  useEffect(() => {
    if (!overlay || !visible) return;
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') onClose(); };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [overlay, visible, onClose]);
  return (
    <>
      {overlay && visible && <div className="menu-scrim" onClick={onClose} aria-hidden="true" />}
      <aside className="left-menu" data-visible={visible} data-overlay={overlay} aria-label={t('shell.mainMenu')} hidden={!visible}>
        <nav>
          <NavLink to={DASHBOARD_PATH} end className="menu-item menu-home" onClick={overlay ? onClose : undefined}>
            <Icon name="home" size={18} /> {t('shell.dashboard')}
          </NavLink>
          <MenuNav sections={sections} expanded={expanded} onToggle={(id) => setExpanded((e) => toggleGroup(e, id))}
            onNavigate={overlay ? onClose : undefined} />
        </nav>
      </aside>
    </>
  );
}
