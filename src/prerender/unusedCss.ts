// Build-time only (src/prerender/render.tsx): antd's styles for a prerendered page hold every variant of each
// component it draws (a button's colours, sizes and shapes: ~70 KB for one button). The page is inline in its
// HTML and never changes before the app takes over, so a rule naming a class the page does not use can go.

/** The class names the HTML's `class` attributes use. */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of value!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/**
 * The classes a selector needs on the page to match anything: those outside parentheses (inside `:not()`,
 * `:where()` or `:is()` a class may be absent or one of several). Undefined when the selector is not simple
 * enough to tell (an escaped character): the rule stays.
 */
function classesNeeded(selector: string): string[] | undefined {
  if (selector.includes('\\')) return undefined;
  let outside = '';
  let depth = 0;
  for (const char of selector) {
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (depth === 0) outside += char;
  }
  return [...outside.replace(/\[[^\]]*\]/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);
}

/** Whether one of a rule's selectors (comma-separated, outside parentheses) can match the page. */
function canMatch(selectors: string, classes: Set<string>): boolean {
  const list: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of selectors) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === ',' && depth === 0) {
      list.push(current);
      current = '';
    } else current += char;
  }
  list.push(current);
  return list.some((selector) => classesNeeded(selector)?.every((name) => classes.has(name)) ?? true);
}

/** Where the block opened at `open` (a `{`) closes, strings and comments skipped. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const char = css[i];
    if (char === '"' || char === "'") {
      for (i++; i < css.length && css[i] !== char; i++) if (css[i] === '\\') i++;
    } else if (char === '/' && css[i + 1] === '*') {
      i = css.indexOf('*/', i + 2);
      if (i < 0) return css.length;
      i++;
    } else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return i;
  }
  return css.length;
}

/**
 * The CSS without the style rules that cannot match the page (a class they need is not in `classes`); rules
 * inside `@media` and `@supports` are weighed the same way, other at-rules (`@keyframes`, `@font-face`) kept.
 */
export function withoutUnusedRules(css: string, classes: Set<string>): string {
  let kept = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    const semicolon = css.indexOf(';', i);
    // A statement without a block (`@import …;`, `@charset …;`) or a stray semicolon: kept as it is.
    if (semicolon >= 0 && (open < 0 || semicolon < open)) {
      kept += css.slice(i, semicolon + 1);
      i = semicolon + 1;
      continue;
    }
    if (open < 0) {
      kept += css.slice(i);
      break;
    }
    const close = blockEnd(css, open);
    const prelude = css.slice(i, open).trim();
    const body = css.slice(open + 1, close);
    if (/^@(media|supports|layer|container)\b/.test(prelude)) {
      const inner = withoutUnusedRules(body, classes);
      if (inner.trim()) kept += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@') || canMatch(prelude, classes)) kept += `${prelude}{${body}}`;
    i = close + 1;
  }
  return kept;
}
