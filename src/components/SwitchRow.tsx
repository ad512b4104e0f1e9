import type { ReactNode } from 'react';

/** A switch with its caption before it, across the width of a card; the whole row is the switch's label. */
export function SwitchRow({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <label style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
      <span>{caption}</span>
      {children}
    </label>
  );
}
