// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keepSafeStyles } from './hub-style';

describe('keepSafeStyles', () => {
  it('keeps colours, alignment and emphasis', () => {
    expect(keepSafeStyles('text-align:center; COLOR: #c00;font-weight:bold')).toBe('text-align: center; color: #c00; font-weight: bold');
    expect(keepSafeStyles('background-color: rgb(255, 0, 0)')).toBe('background-color: rgb(255, 0, 0)');
  });

  it.each([
    'position:fixed;top:0;left:0',
    'background:url(javascript:alert(1))',
    'color: url(https://evil.example/x)',
    'width:expression(alert(1))',
    'color: red; behavior: url(x.htc)',
    '-moz-binding: url(x.xml#xss)',
    'color: expression(alert(1))',
    'z-index: 9999',
  ])('drops what could load, run or lay over the page: %s', (style) => {
    expect(keepSafeStyles(style)).not.toMatch(/position|url|expression|behavior|binding|z-index/i);
  });
});
