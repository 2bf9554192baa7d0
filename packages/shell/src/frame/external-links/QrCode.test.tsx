import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode, qrSidePx } from './QrCode';

describe('QrCode', () => {
  it('draws dark modules on white with a 4-module quiet zone, whole pixels a module, at least 240 px a side', () => {
    render(<QrCode address="https://www.example.com/aurora-cruises" label="QR code" />);
    const svg = screen.getByRole('img', { name: 'QR code' });
    const modules = Number(svg.getAttribute('data-modules'));
    const side = Number(svg.getAttribute('width'));
    expect(svg.getAttribute('viewBox')).toBe(`-4 -4 ${modules + 8} ${modules + 8}`);
    expect(svg.querySelector('rect')).toHaveAttribute('fill', '#fff');
    expect(svg.querySelector('path')).toHaveAttribute('fill', '#000');
    expect(side).toBeGreaterThanOrEqual(240);
    expect(side % (modules + 8)).toBe(0);
  });

  it('keeps a dense code large: never under 4 px a module', () => {
    // Version 40 (177 modules + quiet zone): 4 px each.
    expect(qrSidePx(177)).toBe(185 * 4);
    expect(qrSidePx(21)).toBe(29 * 10);
  });

  // Over ~2.3 kB no QR code at level M can hold the address: the dialog shows it written out only.
  it('draws nothing for an address too long for any QR code', () => {
    const { container } = render(<QrCode address={`https://example.com/${'x'.repeat(4000)}`} label="QR code" />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
