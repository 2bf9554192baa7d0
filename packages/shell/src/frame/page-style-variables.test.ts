// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageStyleVariables } from './page-style-variables';
import { qrPathFromHash } from './use-qr-hash-redirect';

describe('pageStyleVariables', () => {
  it('turns hub variables into CSS custom properties', () => {
    expect(pageStyleVariables({ 'excursion-accent': '#00607a', '--badge': 'green' })).toEqual({
      '--excursion-accent': '#00607a',
      '--badge': 'green',
    });
  });

  it('drops values that would inject other declarations', () => {
    expect(pageStyleVariables({ accent: 'red; background: url(x)', 'bad name': 'x' })).toEqual({});
  });
});

describe('qrPathFromHash', () => {
  it('maps #/{hash} to /QR/{hash}', () => {
    expect(qrPathFromHash('#/f00d')).toBe('/QR/f00d');
  });

  it('ignores other hashes', () => {
    expect(qrPathFromHash('#section')).toBeUndefined();
    expect(qrPathFromHash('#/')).toBeUndefined();
  });
});
