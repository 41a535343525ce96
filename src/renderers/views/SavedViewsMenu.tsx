import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedView } from '../../engine/view/savedView';
import { usePopup } from '../../shell/toolbar/usePopup';
import { ViewDialog, type ViewDialogMode } from './ViewDialog';
import './views.css';

export interface SavedViewsMenuProps {
  views: readonly SavedView[];
  /** The saved view the page shows (its `v`), if any. */
  current: SavedView | null;
  canShare: boolean;
  groupName: string;
  onOpen: (view: SavedView) => void;
  onSaveAs: (name: string, shared: boolean) => Promise<unknown>;
  onUpdate: (view: SavedView) => void;
  onRename: (view: SavedView, name: string) => Promise<unknown>;
  onDelete: (view: SavedView) => Promise<unknown>;
}

/**
 * The report's saved views beside Search (menu pattern: arrows, Home, End, Escape): open one,
 * save the view on screen as a new one, and update, rename or delete the one open when the
 * operator may change it.
 */
export function SavedViewsMenu({ views, current, canShare, groupName, onOpen, onSaveAs, onUpdate, onRename, onDelete }: SavedViewsMenuProps) {
  const { t } = useTranslation();
  const popup = usePopup();
  const [dialog, setDialog] = useState<ViewDialogMode | null>(null);
  const [busy, setBusy] = useState(false);
  const pick = (action: () => void) => () => { popup.close(); action(); };
  const taken = views.filter((v) => v.own).map((v) => v.name);
  const submit = async ({ name, shared }: { name: string; shared: boolean }) => {
    if (!dialog) return;
    setBusy(true);
    try {
      if (dialog.kind === 'save') await onSaveAs(name, shared);
      else if (dialog.kind === 'rename' && current) await onRename(current, name);
      else if (dialog.kind === 'delete' && current) await onDelete(current);
    } finally {
      setBusy(false);
      setDialog(null);
    }
  };
  return (
    <div className="views-menu toolbar-menu" ref={popup.root}>
      <button ref={popup.button} type="button" className="btn" aria-haspopup="menu" aria-expanded={popup.open} onClick={popup.toggle}
        data-testid="views-menu-button">
        <span>{t('views.menu.button')}</span>
        {current && <span className="views-current">{current.name}</span>}
      </button>
      {popup.open && (
        <div role="menu" className="popup-menu popup-list views-popup" aria-label={t('views.menu.label')}>
          <div className="popup-heading" aria-hidden="true">{t('views.menu.label')}</div>
          {views.length === 0 && <p className="muted views-none">{t('views.menu.none')}</p>}
          {views.map((v) => (
            <button key={v.viewID} type="button" role="menuitem" aria-current={v.viewID === current?.viewID ? 'true' : undefined}
              data-view-id={v.viewID} onClick={pick(() => onOpen(v))}>
              <span className="recent-entry">
                <span className="recent-title">{v.name}</span>
                <span className="recent-detail">{[v.shared ? t('views.menu.shared') : '', v.own ? '' : t('views.menu.by', { name: v.ownerName })].filter(Boolean).join(' · ')}</span>
              </span>
            </button>
          ))}
          <div className="views-actions" role="none">
            <button type="button" role="menuitem" onClick={pick(() => setDialog({ kind: 'save', canShare, groupName }))}>{t('views.menu.saveAs')}</button>
            {current?.editable && (
              <>
                <button type="button" role="menuitem" onClick={pick(() => onUpdate(current))}>{t('views.menu.update', { name: current.name })}</button>
                <button type="button" role="menuitem" onClick={pick(() => setDialog({ kind: 'rename', name: current.name }))}>{t('views.menu.rename', { name: current.name })}</button>
                <button type="button" role="menuitem" className="views-danger" onClick={pick(() => setDialog({ kind: 'delete', name: current.name, shared: current.shared }))}>
                  {t('views.menu.delete', { name: current.name })}
                </button>
              </>
            )}
          </div>
        </div>
      )}
      {dialog && <ViewDialog mode={dialog} taken={taken} busy={busy} onSubmit={(v) => void submit(v)} onClose={() => setDialog(null)} />}
    </div>
  );
}
