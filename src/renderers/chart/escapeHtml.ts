const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const DECODE: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** ApexCharts writes tooltip and legend text as HTML: names from the data go through this first. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/**
 * Escapes a name ApexCharts may hand back already escaped (a series name passed to the legend or
 * tooltip formatter): decoded first, so `Participants' GGR` never shows as `Participants&#39; GGR`.
 */
export function escapeOnce(value: unknown): string {
  return escapeHtml(String(value ?? '').replace(/&(amp|lt|gt|quot|#39);/g, (e) => DECODE[e]));
}
