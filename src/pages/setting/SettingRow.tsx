import type { ReactNode } from 'react';

/** A label and its value or control on the settings page. */
export function SettingRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="setting-row">
      <span className="setting-label">{label}</span>
      <span className="setting-value">{children}</span>
    </div>
  );
}
