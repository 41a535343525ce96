import { CHART_PALETTE } from '../../theme/chartPalette';

const BARS = [38, 52, 44, 66, 58, 74, 62, 88, 80, 96];
const LINE = [70, 62, 66, 48, 54, 38, 42, 30, 34, 18];

/** A decorative dashboard sketch: revenue bars, a trend line and a donut of markets. */
export function LoginIllustration() {
  const points = LINE.map((y, i) => `${20 + i * 28},${y + 20}`).join(' ');
  return (
    <svg className="login-illustration" viewBox="0 0 420 190" role="presentation" aria-hidden="true">
      <defs>
        <linearGradient id="bar-fill" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0%" stopColor={CHART_PALETTE[0]} stopOpacity="0.95" />
          <stop offset="100%" stopColor={CHART_PALETTE[0]} stopOpacity="0.25" />
        </linearGradient>
      </defs>
      <rect x="0" y="0" width="300" height="190" rx="14" fill="rgba(255,255,255,0.04)" stroke="rgba(255,255,255,0.08)" />
      {BARS.map((h, i) => <rect key={i} x={12 + i * 28} y={170 - h} width="16" height={h} rx="4" fill="url(#bar-fill)" />)}
      <polyline points={points} fill="none" stroke={CHART_PALETTE[1]} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="312" y="0" width="108" height="190" rx="14" fill="rgba(255,255,255,0.04)" stroke="rgba(255,255,255,0.08)" />
      {[0, 1, 2, 3].map((i) => (
        <circle key={i} cx="366" cy="78" r="34" fill="none" stroke={CHART_PALETTE[i + 2]} strokeWidth="12"
          strokeDasharray={`${[70, 50, 45, 48][i]} 214`} strokeDashoffset={-[0, 70, 120, 165][i]} />
      ))}
      {[0, 1, 2].map((i) => <rect key={i} x="330" y={134 + i * 16} width={[64, 48, 56][i]} height="6" rx="3" fill="rgba(255,255,255,0.14)" />)}
    </svg>
  );
}
