import type { ComponentType } from 'react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../.storybook/preview';
import { assertNoHorizontalOverflow } from '../../.storybook/overflow';
import { i18nProvider } from '../../src/providers/i18nProvider';

/**
 * Every story in French and in Arabic (right-to-left): nothing sticks out sideways and axe finds nothing, with
 * the same rules as the Storybook a11y addon (and each story's own a11y parameters). The lighter companion
 * of `vitest --project storybook` (English, with the stories' play functions, which read English words):
 * each story is rendered as it opens, without its play function.
 */

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('../../src/**/*.stories.tsx', { eager: true });

interface A11yParameters {
  test?: 'error' | 'todo' | 'off';
  options?: axe.RunOptions;
  config?: axe.Spec;
}
interface Composed {
  storyName?: string;
  parameters?: { a11y?: A11yParameters };
  globals?: { viewport?: { value?: string } };
}

/** Storybook's viewports the stories name (storybook/viewport MINIMAL_VIEWPORTS), and the test run's default. */
const VIEWPORTS: Record<string, [number, number]> = { mobile1: [320, 568], mobile2: [414, 896], tablet: [834, 1112] };
const DEFAULT_VIEWPORT: [number, number] = [1200, 900];

const stories = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(composeStories(module)).map(([name, Story]) => ({
    id: `${file.replace('../../src/', '')} > ${name}`,
    Story: Story as unknown as ComponentType & Composed,
  })),
);

afterEach(() => {
  cleanup();
  axe.reset();
});
afterAll(() => i18nProvider.changeLocale('en'));

describe.each(['fr', 'ar'] as const)('every story in %s', (locale) => {
  it.each(stories)('$id', async ({ Story }) => {
    await i18nProvider.changeLocale(locale);
    const [width, height] = VIEWPORTS[Story.globals?.viewport?.value ?? ''] ?? DEFAULT_VIEWPORT;
    await page.viewport(width, height);
    const { container } = render(<Story />);
    await expect.poll(() => document.documentElement.lang).toBe(locale);
    expect(document.documentElement.dir).toBe(locale === 'ar' ? 'rtl' : 'ltr');

    await assertNoHorizontalOverflow(container, locale);

    const a11y = Story.parameters?.a11y ?? {};
    if (a11y.test === 'off') return;
    axe.configure({ ...a11y.config, rules: [{ id: 'region', enabled: false }, ...(a11y.config?.rules ?? [])] });
    const { violations } = await axe.run(document.body, { ...a11y.options });
    const found = violations.flatMap((v) =>
      v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} (${n.failureSummary?.split('\n')[1]?.trim() ?? v.help})`),
    );
    expect(found).toEqual([]);
  });
});
