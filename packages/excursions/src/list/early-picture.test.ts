// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { earlyPicture } from './early-picture';

const hubApiUrl = 'https://hub.ship.example/api/';
const list = [{ imageUrl: { id: 'excursion-101' } }, { imageUrl: { id: 'excursion-102' } }];

describe("today's excursion list's early picture", () => {
  it("is the hub's first excursion's card picture", () => {
    expect(earlyPicture([list], { hubApiUrl, search: '', deviceConfig: undefined })).toBe(
      `${hubApiUrl}blobs/image?id=excursion-101&width=400`,
    );
  });

  it('is none with a filter in the address: the first card is then another excursion', () => {
    expect(earlyPicture([list], { hubApiUrl, search: '?type=Culture', deviceConfig: undefined })).toBeUndefined();
    expect(earlyPicture([list], { hubApiUrl, search: '?duration=short', deviceConfig: undefined })).toBeUndefined();
  });

  it('is none when the first excursion has no picture or the answer is malformed', () => {
    expect(earlyPicture([[{ imageUrl: null }, ...list]], { hubApiUrl, search: '', deviceConfig: undefined })).toBeUndefined();
    expect(earlyPicture([[]], { hubApiUrl, search: '', deviceConfig: undefined })).toBeUndefined();
    expect(earlyPicture([undefined], { hubApiUrl, search: '', deviceConfig: undefined })).toBeUndefined();
    expect(earlyPicture([{ imageUrl: { id: 'x' } }], { hubApiUrl, search: '', deviceConfig: undefined })).toBeUndefined();
  });
});
