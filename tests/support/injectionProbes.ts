/** Probes a request may carry in a filter value, each meant to break out of a string literal. */
export const INJECTION_PROBES = [
  "THB') OR 1=1; DROP TABLE dim_site; --",
  "'; DROP TABLE fact_game_day; --",
  "a'b''c",
  'back\\slash\\',
  "\\'; SELECT 1 --",
  'tab\tnew\nline\rreturn',
  'nul\u0000byte',
  'ünïcödé 日本語 🎰',
  '\u202Eright-to-left',
  "x' || (SELECT version()) || '",
];
