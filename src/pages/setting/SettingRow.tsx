import type { ReactNode } from 'react';

/** A label (with an optional hint below it) and its value or controls on the settings page. */
export function SettingRow({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="setting-row">
      <span className="setting-label">
        {label}
        {hint && <span className="setting-hint">{hint}</span>}
      </span>
      <span className="setting-value">{children}</span>
    </div>
  );
}
