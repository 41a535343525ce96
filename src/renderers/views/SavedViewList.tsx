import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SAVED_VIEW_PARAM, type SavedView } from '../../engine/view/savedView';
import './views.css';

/** Where a saved view opens: its report's path (null when the operator has no such route) with `?v=<id>`. */
export type ViewPath = (view: SavedView) => { path: string; titleKey: string } | null;

export interface SavedViewListProps {
  views: readonly SavedView[];
  pathOf: ViewPath;
  /** Called when a view is opened (the side drawer closes). */
  onOpen?: () => void;
}

/** The operator's saved views as links that open each report at its view: name, report, group and owner. */
export function SavedViewList({ views, pathOf, onOpen }: SavedViewListProps) {
  const { t } = useTranslation();
  const open = views.map((v) => ({ v, target: pathOf(v) })).filter((x) => x.target);
  if (open.length === 0) return <p className="muted">{t('views.list.empty')}</p>;
  return (
    <ul className="saved-view-list">
      {open.map(({ v, target }) => (
        <li key={v.viewID}>
          <Link to={`${target!.path}?${SAVED_VIEW_PARAM}=${v.viewID}`} onClick={onOpen} data-view-id={v.viewID}>
            <span className="saved-view-name">{v.name}</span>
            <span className="saved-view-detail">
              {t(target!.titleKey)}
              {v.shared ? ` · ${t('views.menu.shared')}` : ''}
              {v.own ? '' : ` · ${t('views.menu.by', { name: v.ownerName })}`}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
