// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deviceSize } from './device-kinds.css';
import { pageColumn, pageTitle } from './page-layout';

const pixelsAt = (width: string, bodyPixels: number) => Number.parseFloat(width) * bodyPixels;

describe('pageColumn', () => {
  it('keeps the phone column its width in pixels at phone type', () => {
    expect(pixelsAt(pageColumn(1100).maxWidth, 16)).toBe(1100);
    expect(pixelsAt(pageColumn(560).maxWidth, 16)).toBe(560);
  });

  it('widens with a device’s larger type, so a line holds the same words', () => {
    expect(pageColumn(1100).maxWidth).toMatch(/em$/);
    expect(pixelsAt(pageColumn(1100).maxWidth, 24)).toBe(1650); // the guest app on a cabin TV
    expect(pixelsAt(pageColumn(960).maxWidth, 28)).toBe(1680); // a sign
  });

  it('uses the device’s page margin and its heading size', () => {
    expect(pageColumn(880).padding).toBe(deviceSize.page);
    expect(pageTitle.fontSize).toBe(deviceSize.heading);
  });
});
