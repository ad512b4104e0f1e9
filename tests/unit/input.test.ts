import { describe, expect, it } from 'vitest';
import { inputProblem, isImageUrl, MAX_TEXT_CHARS } from '../../src/domain/input';
import { isBlankText } from '../../src/domain/validation';

describe('what no field may hold', () => {
  it('finds a NUL character anywhere, keys included, and names the field', () => {
    expect(inputProblem({ name: 'a\u0000b' })).toEqual({ field: 'name', problem: 'nul' });
    expect(inputProblem({ options: [{ option: [{ name: 'x\u0000' }] }] })).toEqual({ field: 'options.0.option.0.name', problem: 'nul' });
    expect(inputProblem({ ['k\u0000']: 1 })).toMatchObject({ problem: 'nul' });
    expect(inputProblem({ id: 'ok' })).toBeNull();
  });

  it('caps every text', () => {
    expect(inputProblem({ description: 'x'.repeat(MAX_TEXT_CHARS) })).toBeNull();
    expect(inputProblem({ description: 'x'.repeat(MAX_TEXT_CHARS + 1) })).toEqual({ field: 'description', problem: 'tooLong' });
  });

  it('takes image addresses that are http(s) or ours only', () => {
    for (const ok of [
      'https://res.cloudinary.com/x/a.png',
      'http://localhost:3000/uploads/menu_items/a.png',
      '/uploads/a/b.png',
      '/demo/logo.svg',
    ])
      expect(isImageUrl(ok)).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      '//evil.example/a.png',
      'vbscript:x',
      'https://a b',
      '/\\evil',
    ])
      expect(isImageUrl(bad)).toBe(false);
    expect(inputProblem({ logo: 'javascript:alert(1)' })).toEqual({ field: 'logo', problem: 'imageUrl' });
    expect(inputProblem({ image: '' })).toBeNull();
    // A description may mention anything: only image fields are addresses.
    expect(inputProblem({ description: 'javascript: is not a link here' })).toBeNull();
  });

  it('a text field holding an object, an array or a number is blank', () => {
    for (const v of [{}, [], 42, null, undefined, '  ']) expect(isBlankText(v)).toBe(true);
    expect(isBlankText('Harira')).toBe(false);
  });
});
