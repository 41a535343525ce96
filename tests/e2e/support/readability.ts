import type { Page } from 'playwright-core';
import { CODE_LABELS } from '../../../src/engine/format/codeLabels';
import type { LocaleTree } from '../../../locales';
import { serverLocales } from '../../../server/i18n/locales';

/**
 * What "reads right" means on a report page (issue 20), checked in the browser on what is drawn:
 * - a grid header label never overflows its cell (headers wrap between words, so a word wider
 *   than its column is cut or split): `.ag-header-cell-text` (a tile table's `.tile-table-header`) wider or taller than its box;
 * - a cell of a name column (a dimension shown as text or a code's name) shows whole: its column is
 *   widened to it, up to the bound of a name column (NAME_WIDTH_CAP); only a name longer than that
 *   may overflow, and then carries the whole text as its title (the browser's tooltip); any other
 *   cell (a figure, a date, the totals row) never overflows;
 * - a chart's axis label (x and y ticks, category names) neither ends in '…' / '...' nor reaches
 *   outside the chart's drawing; a legend text is not cut;
 * - a KPI tile's label and value fit their tile; a drop-down's chosen text fits the drop-down;
 * - no text on the page is a raw code that has a name (`bank_transfer`, `high_roller`, `slot`);
 * - the page does not scroll sideways, and nothing outside the grid's own scroller reaches past
 *   the window's right edge.
 */
export interface ReadabilityInput {
  /** Codes that have a name in both languages, which must never show as they are. */
  codes: string[];
  /** Fields of name columns (text or code-name dimensions) of the report and its sections. */
  nameFields: string[];
  /** The widest a name column grows at this window's width (columnWidth.ts NAME_WIDTH_CAP). */
  nameCap: number;
  /** Texts of another language that must not be shown or read out (AG Grid's English ones, in Chinese). */
  foreign?: string[];
}

/**
 * The libraries' English texts a report page could show or read out to a screen reader: AG Grid's
 * (renderers/grid/gridText.ts gives each in the console's language) and ApexCharts' (chartSpeech.ts).
 */
export const LIBRARY_ENGLISH = [
  'Press ENTER to sort', 'Press ALT ENTER to sort', 'Page Size', 'Loading...', 'Row data is loading', 'Cell is loading', 'First Page', 'Previous Page', 'Next Page', 'Last Page', 'Page number', 'Column Menu',
  ' chart with ', 'Press Enter or Space to toggle',
];

/** The codes of every namespace codeLabels.ts names, with letters in them (numeric codes such as transaction types could be figures). */
export function namedCodes(): string[] {
  const codes = new Set<string>();
  for (const key of new Set(Object.values(CODE_LABELS))) {
    const [, ns] = key.split('.');
    const en = (serverLocales().en.enums as LocaleTree)[ns] as LocaleTree | undefined;
    for (const [code, name] of Object.entries(en ?? {})) {
      if (code.startsWith('_') || !/[a-z]/i.test(code) || name === code) continue;
      codes.add(code);
    }
  }
  return [...codes];
}

/**
 * Every `[data-report-id]` of the page has finished: no spinner, skeleton, busy grid or idle overlay; charts
 * drawn at their cards' widths; no CSS transition running (the menu's padding slides over 0.2 s after a
 * resize), and the cards' and drawings' widths the same at two polls in a row. A chart drawn during the
 * menu's slide matches its card for a moment and is redrawn 150 ms after the card stops moving: read in
 * between, it reached past the window (a loaded CI machine saw it).
 */
export async function waitReportsSettled(page: Page, reportId: string, timeout = 60_000): Promise<unknown> {
  // a wait before this one left its last widths: this one compares its own polls only
  await page.evaluate(() => { (window as unknown as { __reportWidths?: string }).__reportWidths = undefined; });
  return page.waitForFunction((id) => {
    const held = window as unknown as { __reportWidths?: string };
    const last = held.__reportWidths;
    held.__reportWidths = undefined;
    if (!document.querySelector(`[data-report-id="${id}"]`)) return false;
    if (document.getAnimations().some((a) => a.constructor.name === 'CSSTransition' && a.playState === 'running')) return false;
    if (document.querySelector('main .spinner, main .skeleton, .page-spinner, [aria-busy=true]')) return false;
    if ([...document.querySelectorAll('.report-overlay')].some((o) => !o.matches('.report-empty, .report-error'))) return false;
    for (const grid of document.querySelectorAll('.report-grid')) {
      if (!grid.querySelector('.ag-row, tbody tr, .report-empty, .report-error')) return false;
    }
    const widths: string[] = [];
    for (const chart of document.querySelectorAll('.report-chart')) {
      // drawn at the card's width (a resize redraws it)
      const svg = chart.querySelector('.apexcharts-canvas > svg');
      const room = chart.clientWidth - 24;
      if (!svg || Math.abs(svg.getBoundingClientRect().width - room) > 30) return false;
      widths.push(`${chart.clientWidth}:${Math.round(svg.getBoundingClientRect().width)}`);
    }
    held.__reportWidths = widths.join(',');
    return held.__reportWidths === last;
  }, reportId, { timeout, polling: 150 });
}

/** The problems of the page as drawn, one line each. Runs in the browser. */
export function inspectPage({ codes, nameFields, nameCap, foreign = [] }: ReadabilityInput): string[] {
  const problems: string[] = [];
  const viewport = document.documentElement.clientWidth;
  const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
  const cutX = (el: Element) => el.scrollWidth > el.clientWidth + 1;
  const cutY = (el: Element) => el.scrollHeight > el.clientHeight + 1;
  const titled = (el: Element, whole: string) => {
    const title = el.closest('[title]')?.getAttribute('title');
    return Boolean(title && title.includes(whole));
  };
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };

  for (const el of document.querySelectorAll('.ag-header-cell-text, .tile-table-header')) {
    if (!visible(el)) continue;
    if (cutX(el) || cutY(el)) problems.push(`header cut: "${text(el)}" (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight} px)`);
  }
  // a figure stands at the right of its cell, under its right-aligned header, so digits line up down a column
  for (const cell of document.querySelectorAll('.ag-row .ag-cell.cell-num')) {
    if (!visible(cell) || !text(cell)) continue;
    // where the text itself ends (its element may span the cell)
    const range = document.createRange();
    range.selectNodeContents(cell.querySelector('.ag-cell-value') ?? cell);
    const gap = cell.getBoundingClientRect().right - range.getBoundingClientRect().right;
    if (gap > 24) {
      problems.push(`figure not right-aligned: ${cell.getAttribute('col-id') ?? ''} "${text(cell)}"`);
      break;
    }
  }
  const names = new Set(nameFields);
  const reported = new Set<string>();
  for (const cell of document.querySelectorAll('.ag-row .ag-cell, .tile-table tbody td, .tile-table tbody th')) {
    const field = cell.getAttribute('col-id') ?? cell.getAttribute('data-field') ?? '';
    if (reported.has(field)) continue; // one per column is enough to say it
    const value = cell.querySelector('.ag-cell-value') ?? cell;
    const whole = text(cell);
    if (!whole || !visible(cell) || !(cutX(cell) || cutX(value))) continue;
    // a name longer than a name column's bound shows its whole text as a tooltip; a figure is never cut
    const capped = cell.getBoundingClientRect().width >= nameCap - 1;
    if (names.has(field) && capped && titled(value, whole)) continue;
    reported.add(field);
    const kind = !names.has(field) ? 'figure cut' : capped ? 'name cut without its title' : 'name cut in a column narrower than a name may take';
    problems.push(`${kind}: ${field} "${whole}" (${value.scrollWidth} in ${value.clientWidth} px)`);
  }
  for (const chart of document.querySelectorAll('.report-chart .apexcharts-canvas > svg')) {
    const box = chart.getBoundingClientRect();
    for (const label of chart.querySelectorAll('.apexcharts-xaxis-label, .apexcharts-yaxis-label, .apexcharts-datalabel, .apexcharts-xaxis-texts-g text, .apexcharts-yaxis-texts-g text')) {
      const words = text(label);
      if (!words) continue;
      const own = label.querySelector('title')?.textContent ?? '';
      const shown = words.replace(own, '').trim();
      if (/(…|\.\.\.)$/.test(shown) && !(own && own.length > shown.length)) problems.push(`chart label cut: "${shown}"`);
      const r = label.getBoundingClientRect();
      if (r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1)) {
        problems.push(`chart label outside the chart: "${shown}" (${Math.round(r.left - box.left)}..${Math.round(r.right - box.left)} of ${Math.round(box.width)} px)`);
      }
    }
  }
  for (const legend of document.querySelectorAll('.report-chart .apexcharts-legend-text')) {
    if (visible(legend) && cutX(legend) && !titled(legend, text(legend))) problems.push(`legend cut: "${text(legend)}"`);
  }
  for (const el of document.querySelectorAll('.kpi-label, .kpi-value')) {
    if (visible(el) && (cutX(el) || el.getBoundingClientRect().right > (el.closest('.kpi-tile')?.getBoundingClientRect().right ?? viewport) + 1)) {
      problems.push(`tile text cut: "${text(el)}"`);
    }
  }

  const canvas = document.createElement('canvas').getContext('2d');
  for (const select of document.querySelectorAll('main select')) {
    const shown = (select as HTMLSelectElement).selectedOptions[0]?.textContent?.trim() ?? '';
    if (!canvas || !shown || !visible(select)) continue;
    const style = getComputedStyle(select);
    canvas.font = style.font;
    // the native arrow takes about 20 px of the content box
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - (style.appearance === 'none' ? 0 : 20);
    if (canvas.measureText(shown).width > room + 1) problems.push(`choice cut: "${shown}" (${Math.round(canvas.measureText(shown).width)} in ${Math.round(room)} px)`);
  }

  const codeSet = new Set(codes);
  const seen = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, noscript')) continue;
    const value = (node.textContent ?? '').trim();
    if (!value) continue;
    const raw = value.split(/ · |, /).find((part) => codeSet.has(part));
    if (raw && !seen.has(raw)) {
      seen.add(raw);
      problems.push(`raw code on screen: "${raw}" in "${value.slice(0, 80)}" (${parent.tagName.toLowerCase()}.${[...parent.classList].join('.')})`);
    }
    const other = foreign.find((text) => value.includes(text));
    if (other && !seen.has(other)) {
      seen.add(other);
      problems.push(`text in another language, shown or read out: "${value.slice(0, 80)}" (${parent.tagName.toLowerCase()}.${[...parent.classList].join('.')})`);
    }
  }
  for (const el of document.querySelectorAll('.ag-root-wrapper [aria-label], .ag-root-wrapper [title], .report-chart [aria-label]')) {
    const value = el.getAttribute('aria-label') ?? el.getAttribute('title') ?? '';
    const other = foreign.find((text) => value.includes(text));
    if (other && !seen.has(other)) {
      seen.add(other);
      problems.push(`label in another language: "${value.slice(0, 80)}" (${el.tagName.toLowerCase()}.${[...el.classList].join('.')})`);
    }
  }

  const page = document.documentElement;
  if (page.scrollWidth > page.clientWidth + 1) problems.push(`page scrolls sideways: ${page.scrollWidth} px in ${page.clientWidth} px`);
  const outside: string[] = [];
  for (const el of document.querySelectorAll('main *')) {
    if (el.closest('.ag-root-wrapper, svg, .apexcharts-tooltip, .apexcharts-legend')) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.right <= viewport + 1) continue;
    // inside a scroller of its own that fits the window, it is reachable by scrolling that box
    let scroller: Element | null = el.parentElement;
    while (scroller && scroller !== document.body) {
      const style = getComputedStyle(scroller);
      if (['auto', 'scroll'].includes(style.overflowX) && scroller.getBoundingClientRect().right <= viewport + 1) break;
      scroller = scroller.parentElement;
    }
    if (scroller && scroller !== document.body) continue;
    if (outside.some((o) => el.parentElement?.matches(o))) continue;
    const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}`;
    outside.push(name);
    problems.push(`past the window's right edge: ${name} "${text(el).slice(0, 40)}" (right ${Math.round(r.right)} px of ${viewport})`);
    if (outside.length >= 5) break;
  }
  return problems;
}
