// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { articleLeadPicture, earlyPicture } from './early-picture';

const address = { hubApiUrl: 'https://hub.ship.example/api/', search: '', deviceConfig: undefined };
const pictures = [{ url: 'https://hub.ship.example/api/blobs/image?reference=bridge' }, { url: 'https://x/second' }];

describe("the article's lead picture", () => {
  it('is its first picture', () => {
    expect(articleLeadPicture({ layoutType: 'Standard' }, pictures)).toBe('https://hub.ship.example/api/blobs/image?reference=bridge');
    expect(earlyPicture([{ layoutType: 'Standard' }, pictures], address)).toBe('https://hub.ship.example/api/blobs/image?reference=bridge');
  });

  it('is on the host the screen shows it from (go. → app.), so the one download serves both', () => {
    expect(articleLeadPicture({ layoutType: 'Standard' }, [{ url: 'https://go.ship.example/media/bridge.jpg' }])).toBe(
      'https://app.ship.example/media/bridge.jpg',
    );
  });

  it("is none on the editor's own page, which shows no gallery", () => {
    expect(articleLeadPicture({ layoutType: 'UnfilteredHtml' }, pictures)).toBeUndefined();
  });

  it('is none when the answers are missing or not what the hub promises', () => {
    expect(earlyPicture([{ layoutType: 'Standard' }, undefined], address)).toBeUndefined();
    expect(earlyPicture([{ layoutType: 'Standard' }, []], address)).toBeUndefined();
    expect(earlyPicture([{ layoutType: 'Standard' }, [{ url: 42 }]], address)).toBeUndefined();
    expect(earlyPicture([{ layoutType: 'Standard' }, [{ url: '' }]], address)).toBeUndefined();
    expect(earlyPicture([null, 'oops'], address)).toBeUndefined();
  });
});
