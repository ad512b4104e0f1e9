/** An element is wider than the page when it reaches past either edge by more than a rounding pixel. */
const SLACK = 1;

function describe(el: Element): string {
  const id = el.id ? `#${el.id}` : '';
  const classes = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}` : '';
  const text = (el.textContent ?? '').trim().slice(0, 40);
  return `<${el.tagName.toLowerCase()}${id}${classes}>${text ? ` "${text}"` : ''}`;
}

/**
 * Fails when the story makes the page scroll sideways, naming the elements that stick out past the
 * viewport's edges (the left one in right-to-left). Elements inside something that scrolls on its own (a
 * wide table in its scroller) or that is clipped on purpose are fine.
 */
export async function assertNoHorizontalOverflow(canvas: HTMLElement, locale: string): Promise<void> {
  // After the fonts and the last layout of the story.
  await document.fonts?.ready;
  await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  const root = document.scrollingElement ?? document.documentElement;
  if (root.scrollWidth <= root.clientWidth + SLACK) return;
  const width = root.clientWidth;
  const outside = [...canvas.querySelectorAll('*')].filter((el) => {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || (box.right <= width + SLACK && box.left >= -SLACK)) return false;
    for (let parent = el.parentElement; parent && parent !== canvas; parent = parent.parentElement) {
      const { overflowX } = getComputedStyle(parent);
      if (overflowX !== 'visible') return false;
    }
    return true;
  });
  throw new Error(
    `The story is wider than the page in ${locale} (${root.scrollWidth}px for ${width}px): ${outside.slice(0, 5).map(describe).join(', ') || 'no element found'}`,
  );
}
