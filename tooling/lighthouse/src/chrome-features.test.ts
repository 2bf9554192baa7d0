// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { disabledFeatures } from './chrome-features';

describe('disabledFeatures', () => {
  it('keeps the launcher’s list but RenderDocument, which Chrome has on by default', () => {
    expect(disabledFeatures(['--disable-extensions', '--disable-features=Translate,RenderDocument,MediaRouter'])).toBe(
      '--disable-features=Translate,MediaRouter',
    );
  });

  it('adds nothing when the launcher disables nothing, or only RenderDocument', () => {
    expect(disabledFeatures(['--disable-extensions'])).toBeUndefined();
    expect(disabledFeatures(['--disable-features=RenderDocument'])).toBeUndefined();
  });
});
