// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const rawHtml = "export const Raw = () => <div dangerouslySetInnerHTML={{ __html: '<b>hub</b>' }} />;\n";

async function rulesHit(file: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: repo }).lintText(rawHtml, { filePath: `${repo}${file}` });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

// SafeHtml is the one door for hub HTML; the lint rule keeps every other component from opening another.
describe('the inner-HTML lint rule', () => {
  it.each(['packages/content/src/overview/Raw.tsx', 'apps/guest/src/Raw.tsx', 'packages/ui/src/tile/Raw.tsx'])(
    'refuses dangerouslySetInnerHTML in %s',
    async (file) => {
      expect(await rulesHit(file)).toEqual([expect.stringContaining('<SafeHtml>')]);
    },
    30_000,
  );

  it('allows it in SafeHtml itself', async () => {
    expect(await rulesHit('packages/ui/src/safe-html/SafeHtml.tsx')).toEqual([]);
  }, 30_000);
});
