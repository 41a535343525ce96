import { useTranslation } from 'react-i18next';
import type { ResolvedRange } from '../../engine/dates/presets';
import type { FilterDef } from '../../engine/definition/filters';
import type { ViewNote } from '../../engine/view/viewUrl';
import { filterLabel } from '../filters/filterUiSchema';

export interface ViewNotesProps {
  /** Parts of the URL that were not taken (the page shows the default for them). */
  notes: readonly ViewNote[];
  /** The preset a link opened with, said with the dates it covers today. */
  linkPreset: string | null;
  range: ResolvedRange | null;
  /** The saved view the page opened, with what of it the report could no longer take. */
  saved?: { name: string; notes: readonly ViewNote[] } | null;
  /** The report's filters: a note on one of them names it by its label, not its key. */
  filters?: readonly FilterDef[];
}

/** What a link or reload opened: the period its preset means today, and what of the URL was set aside. */
export function ViewNotes({ notes, linkPreset, range, saved, filters = [] }: ViewNotesProps) {
  const { t } = useTranslation();
  const detail = (n: ViewNote) => {
    const def = n.code === 'filter' || n.code === 'picks' ? filters.find((d) => d.key === n.detail) : undefined;
    return def ? filterLabel(t, def) : n.detail ?? '';
  };
  if (!notes.length && !(linkPreset && range) && !saved) return null;
  return (
    <p className="view-notes" role="note">
      {saved && <span className="view-notes-saved">{t('views.opened', { name: saved.name })}</span>}
      {saved?.notes.map((n, i) => (
        <span key={`saved-${n.code}${i}`} className="report-meta-note" data-saved-note={n.code}>{t(`views.notes.${n.code}`, { detail: detail(n) })}</span>
      ))}
      {linkPreset && range && <span>{t('renderers.view.preset', { preset: t(`presets.${linkPreset}`), from: range.from, to: range.to })}</span>}
      {notes.map((n, i) => (
        <span key={`${n.code}${i}`} className="report-meta-note">{t(`renderers.view.notes.${n.code}`, { detail: detail(n) })}</span>
      ))}
    </p>
  );
}
