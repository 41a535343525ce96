/**
 * The 13-colour chart palette of spec §9, tuned for the dark theme: each colour keeps at least
 * 4.5:1 contrast on the surface colour and neighbours differ in hue so stacked series stay apart.
 */
export const CHART_PALETTE: readonly string[] = [
  '#4f8cff', // blue
  '#3fbf7f', // green
  '#ff9f43', // orange
  '#a66cff', // purple
  '#1fc8c8', // teal
  '#ff6b81', // rose
  '#ffd166', // amber
  '#7bd3ff', // sky
  '#c3e88d', // lime
  '#f78fb3', // pink
  '#9aa5ff', // periwinkle
  '#e07a5f', // terracotta
  '#b8c1d1', // slate
];
