import type { TFunction } from 'i18next';

/**
 * AG Grid's own texts a console grid shows or reads out to a screen reader, as console texts: a
 * report grid's sortable headers, its page size label and its loading cells. A reader of the
 * console in Chinese heard "Press ENTER to sort" and "Page Size" in English.
 */
export const GRID_TEXTS: Readonly<Record<string, string>> = {
  loadingOoo: 'common.loading',
  ariaSortableColumn: 'renderers.grid.sortable',
  ariaSortableColumnWithCellSelection: 'renderers.grid.sortable',
  ariaPageSizeSelectorLabel: 'renderers.grid.pageSize',
  pageSizeSelectorLabel: 'renderers.grid.pageSize',
  firstPage: 'renderers.grid.firstPage',
  previousPage: 'renderers.grid.previousPage',
  nextPage: 'renderers.grid.nextPage',
  lastPage: 'renderers.grid.lastPage',
  // AG Grid's own page panel, hidden beside the console's pager: 'Page 1 of 8', its number field 'Page number, 1 of 8'
  page: 'renderers.grid.agPage',
  number: 'renderers.grid.agNumber',
  of: 'renderers.grid.agOf',
  to: 'renderers.grid.agTo',
  more: 'renderers.grid.agMore',
  ariaSkeletonCellLoading: 'common.loading',
  ariaDeferSkeletonCellLoading: 'common.loading',
  ariaSkeletonCellLoadingFailed: 'renderers.grid.rowFailed',
  ariaLabelColumnMenu: 'renderers.grid.columnMenu',
  ariaMenuColumn: 'renderers.grid.openColumnMenu',
};

/**
 * One of AG Grid's texts in the reader's language, asked each time it is shown (AG Grid takes its
 * callback once), from `own` first, then the texts every grid shares; else AG Grid's own.
 */
export function gridText(t: TFunction, key: string, defaultValue: string, own: Readonly<Record<string, string>> = {}): string {
  const mapped = own[key] ?? GRID_TEXTS[key];
  return mapped ? t(mapped) : defaultValue;
}
