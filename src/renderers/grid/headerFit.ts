/** Measures a header text in px at the grid's header font; the browser measures, tests estimate. */
export type MeasureText = (text: string) => number;

/** Cell padding, sort arrow and its gap around a header's text (AG Grid Quartz at spacing 7). */
export const HEADER_CHROME = 52;
/**
 * The order number a header shows besides its arrow when the grid is sorted by several columns
 * ("1 ↓", "2 ↓"; 15 px and its gap, as measured in Chromium).
 */
export const SORT_ORDER_CHROME = 24;

const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** Estimated width of a text in the 12 px semi-bold header font: CJK characters are square, Latin ones about 0.6 em. */
export const estimateText: MeasureText = (text) => [...text].reduce((w, ch) => w + (CJK.test(ch) ? 12.5 : /[A-Z%]/.test(ch) ? 8.4 : 7.2), 0);

/** The words a header may wrap between: spaces in Latin text, any character of CJK text. */
export function headerWords(label: string): string[] {
  return label.split(/\s+/).flatMap((w) => (CJK.test(w) ? w.split(/(?<=[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef])/) : [w])).filter(Boolean);
}

/**
 * The width a column needs so that its header wraps between words and never inside one
 * ("Registrati / on cohort") nor ends in an ellipsis: at least its width class, at least its longest word.
 */
export function headerFitWidth(label: string, width: number, measure: MeasureText = estimateText, chrome = HEADER_CHROME): number {
  const longest = Math.max(0, ...headerWords(label).map(measure));
  return Math.max(width, Math.ceil(longest + chrome));
}

let canvas: CanvasRenderingContext2D | null | undefined;

/** A measure by the browser's canvas in the header font; the estimate where there is no canvas (tests, server). */
export function browserMeasure(font: string): MeasureText {
  if (canvas === undefined) {
    try { canvas = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d'); } catch { canvas = null; }
  }
  const c = canvas;
  if (!c) return estimateText;
  return (text) => { c.font = font; return c.measureText(text).width; };
}
