import { readAxisTick } from '../../../src/engine/format/axisUnit';
import { isNiceSequence } from '../../../src/engine/format/niceScale';

/** What the browser reads of each chart: its problems as drawn, and the tick texts of its value axes. */
export interface ChartReading {
  problems: string[];
  valueAxes: string[][];
}

/**
 * A report's charts as a person reads them, on a phone as on a desk ("every screen right at its edges"):
 * - no two axis labels overlap (names rotated 45° crowd when their ticks are closer than a line);
 * - a chart of several categories keeps at least two of their names or days on its axis;
 * - no single bar is more than four times every other one without a note that the axis is cut;
 * and the value axes' tick texts, for `unevenTicks`. Runs in the browser.
 */
export function inspectCharts(): ChartReading {
  const problems: string[] = [];
  const valueAxes: string[][] = [];
  const own = (el: Element) => [...el.childNodes].filter((n) => n.nodeName.toLowerCase() !== 'title').map((n) => n.textContent ?? '').join(' ').replace(/\s+/g, ' ').trim();
  const shown = (el: Element) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0 && own(el) !== ''; };
  for (const section of document.querySelectorAll<HTMLElement>('.report-chart')) {
    const svg = section.querySelector('.apexcharts-canvas > svg');
    if (!svg) continue;
    const drawn = section.dataset.drawnType ?? section.dataset.chartType ?? '';
    if (drawn === 'donut' || drawn === 'funnel') continue;
    const horizontal = drawn === 'bar';
    // overlapping labels, axis by axis
    for (const group of svg.querySelectorAll('.apexcharts-xaxis-texts-g, .apexcharts-yaxis-texts-g')) {
      const labels = [...group.querySelectorAll('text')].filter(shown);
      const rotated = labels.some((l) => /rotate\(-?\d/.test(l.getAttribute('transform') ?? ''));
      for (let i = 1; i < labels.length; i++) {
        const [a, b] = [labels[i - 1].getBoundingClientRect(), labels[i].getBoundingClientRect()];
        let overlap: boolean;
        if (rotated) {
          // parallel names 45° across: apart by the horizontal gap of their ends × sin 45°, at least a line each
          const lines = Math.max(labels[i - 1].querySelectorAll('tspan').length, labels[i].querySelectorAll('tspan').length, 1);
          const font = parseFloat(getComputedStyle(labels[i]).fontSize) || 12;
          overlap = Math.abs(b.right - a.right) * Math.SQRT1_2 < lines * font * 0.85;
        } else {
          overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
        }
        if (overlap) { problems.push(`chart labels overlap: "${own(labels[i - 1])}" and "${own(labels[i])}"`); break; }
      }
    }
    // the names or days of the categories
    const categories = Number(section.dataset.categories ?? 0);
    const names = [...svg.querySelectorAll(horizontal ? '.apexcharts-yaxis-label' : '.apexcharts-xaxis-label')].filter(shown);
    if (categories >= 2 && names.length < 2) problems.push(`chart lost its ${horizontal ? 'names' : 'x labels'}: ${names.length} of ${categories} shown`);
    // value axes: y for columns and lines (one per kind of figure), x for horizontal bars
    const axes = horizontal ? [svg.querySelector('.apexcharts-xaxis-texts-g')] : [...svg.querySelectorAll('.apexcharts-yaxis-texts-g')];
    for (const axis of axes) {
      const ticks = axis ? [...axis.querySelectorAll('text')].filter(shown).map(own) : [];
      if (ticks.length >= 2) valueAxes.push(ticks);
    }
    // one bar flattening the others, without its note
    if ((drawn === 'column' || drawn === 'bar') && section.dataset.stacked !== 'true' && !section.querySelector('.chart-note')) {
      const tallest = new Map<string, number>();
      for (const bar of svg.querySelectorAll('path.apexcharts-bar-area')) {
        // the bar as drawn once its animation ends (bars grow one after another)
        const probe = document.createElementNS('http://www.w3.org/2000/svg', 'path');
        probe.setAttribute('d', bar.getAttribute('pathTo') ?? bar.getAttribute('d') ?? '');
        bar.parentNode?.appendChild(probe);
        const r = probe.getBBox();
        probe.remove();
        const size = horizontal ? r.width : r.height;
        const j = bar.getAttribute('j') ?? '';
        tallest.set(j, Math.max(tallest.get(j) ?? 0, size));
      }
      const sizes = [...tallest.values()].sort((x, y) => y - x);
      if (sizes.length >= 3 && sizes[1] > 0 && sizes[0] > 4 * sizes[1]) problems.push(`one bar flattens the others without an off-scale note (${Math.round(sizes[0])} px against ${Math.round(sizes[1])} px)`);
    }
  }
  return { problems, valueAxes };
}

/** Value axes whose ticks are not evenly spaced by a nice step (1, 2, 2.5, 5 × 10^k): '963,522 / 770,818…'. Ticks that are no plain figure are left alone. */
export function unevenTicks(valueAxes: readonly string[][]): string[] {
  const problems: string[] = [];
  for (const texts of valueAxes) {
    const values = texts.map(readAxisTick);
    if (values.some((v) => v === null)) continue;
    const sorted = [...new Set(values as number[])].sort((a, b) => a - b);
    if (sorted.length !== values.length || !isNiceSequence(sorted)) problems.push(`uneven axis ticks: ${texts.join(' / ')}`);
  }
  return problems;
}
