import type { CSSProperties, ReactNode } from 'react';

export interface ClusterProps {
  /** The space between items, as antd Space's sizes: small 8, middle 16, large 24 px. */
  size?: 'small' | 'middle' | 'large';
  style?: CSSProperties;
  children: ReactNode;
}

const GAP = { small: 8, middle: 16, large: 24 };

/**
 * Items in a row that wraps, centred on their line, as antd's `<Space wrap>` lays them out: a plain flexbox for the
 * public pages, which are a phone's first download (no style of antd's to compute when the app mounts).
 */
export function Cluster({ size = 'small', style, children }: ClusterProps) {
  return <div style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: GAP[size], ...style }}>{children}</div>;
}
