import type { CSSProperties, ReactNode } from 'react';
import { token } from '../designTokens';

// The signed-out pages are the first thing a phone downloads: antd's Typography (tooltips, copy and edit
// modes) and Card (tabs, menus) weigh ~40 KB gzipped there for a heading, a paragraph and a white box.
// These draw the same with antd's design tokens; signed-in screens keep using antd's own.

interface Props {
  children: ReactNode;
  style?: CSSProperties;
}

const SIZES = { 1: 'fontSizeHeading1', 2: 'fontSizeHeading2', 3: 'fontSizeHeading3' } as const;

/** A heading in antd's look (colour, weight, size of its level unless `style` says otherwise). */
export function Title({ level, children, style }: Props & { level: 1 | 2 | 3 }) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      style={{
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: token[SIZES[level]],
        lineHeight: 1.25,
        margin: '0 0 0.5em',
        ...style,
      }}
    >
      {children}
    </Tag>
  );
}

/** A paragraph in antd's look. */
export function Paragraph({ children, style }: Props) {
  return <p style={{ color: token.colorText, margin: '0 0 1em', ...style }}>{children}</p>;
}

/** A white box in antd Card's look. */
export function Panel({ children, style }: Props) {
  return (
    <div
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingLG,
        ...style,
      }}
    >
      {children}
    </div>
  );
}
