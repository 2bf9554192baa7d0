// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { earlyPicture } from './early-picture';

const hubApiUrl = 'https://hub.ship.example/api/';
const configWith = (modules: unknown) => ({ deviceGroup: { deviceProfile: { modules } } });

describe("the dashboard's early picture", () => {
  it("is the device profile's first module's tile picture", () => {
    const deviceConfig = configWith([{ imageId: 'module-1-shows' }, { imageId: 'module-2-spa' }]);
    expect(earlyPicture([], { hubApiUrl, search: '', deviceConfig })).toBe(`${hubApiUrl}blobs/image?id=module-1-shows&width=400`);
  });

  it("is none when the first module has no picture of its own (the hub's default shows) or the answer is malformed", () => {
    expect(earlyPicture([], { hubApiUrl, search: '', deviceConfig: configWith([{ imageId: null }]) })).toBeUndefined();
    expect(earlyPicture([], { hubApiUrl, search: '', deviceConfig: configWith([]) })).toBeUndefined();
    expect(earlyPicture([], { hubApiUrl, search: '', deviceConfig: configWith('oops') })).toBeUndefined();
    expect(earlyPicture([], { hubApiUrl, search: '', deviceConfig: undefined })).toBeUndefined();
  });
});
