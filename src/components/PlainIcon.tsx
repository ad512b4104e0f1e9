import { createElement, type CSSProperties, type ReactNode } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';

/** SVG attributes as React names them (`fill-rule` → `fillRule`, `class` → `className`), as antd's icons do. */
function reactAttributes(attrs: AbstractNode['attrs']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attrs).map(([name, value]) => [
      name === 'class' ? 'className' : name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
      value,
    ]),
  );
}

function draw(node: AbstractNode, key?: number): ReactNode {
  return createElement(node.tag, { key, ...reactAttributes(node.attrs) }, node.children?.map(draw));
}

export interface PlainIconProps {
  /** An icon of `@ant-design/icons-svg/es/asn/…` (outlined or filled). */
  icon: IconDefinition;
  spin?: boolean;
  style?: CSSProperties;
}

/**
 * One of antd's icons, drawn as antd draws it (`span.anticon > svg`, 1em, the text's colour; its CSS in
 * plainControls.css) without `@ant-design/icons`, whose context, colour palettes and style injection are part of
 * antd's theme engine: for the pages a phone loads first. Decorative, as every icon of the app is beside a word
 * or inside a named control (src/components/decorativeIcons.ts): hidden from assistive technology.
 */
export function PlainIcon({ icon, spin, style }: PlainIconProps) {
  const svg = icon.icon as AbstractNode;
  return (
    <span aria-hidden className={`anticon anticon-${icon.name}${spin ? ' anticon-spin' : ''}`} style={style}>
      {createElement(
        'svg',
        { ...reactAttributes(svg.attrs), 'data-icon': icon.name, width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': true },
        svg.children?.map(draw),
      )}
    </span>
  );
}
