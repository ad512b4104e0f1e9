import { describe, expect, it } from 'vitest';
import { theme as antdTheme } from 'antd';
import { token } from '../../src/designTokens';
import { theme } from '../../src/theme';

describe('the design tokens drawn without antd', () => {
  const computed = antdTheme.getDesignToken(theme) as unknown as Record<string, unknown>;

  it.each(Object.keys(token))('%s is the value antd computes from the theme', (key) => {
    expect(computed[key]).toBeDefined();
    expect(token[key as keyof typeof token]).toEqual(computed[key]);
  });
});
