import { readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
import { apps } from './apps';

const [guest] = apps;

test('the built app carries the strict policy before any script or stylesheet', async ({ page }) => {
  await page.goto(guest.url);
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("default-src 'self'");
  // The start script inline in index.html is allowed by its hash alone, never 'unsafe-inline'.
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
  expect(policy?.match(/script-src [^;]*/)?.[0]).not.toContain('unsafe-inline');
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
  // A policy in a <meta> covers only what comes after it.
  const before = await page.evaluate(() => {
    const elements = [...document.head.children];
    const policyAt = elements.findIndex((element) => element.getAttribute('http-equiv') === 'Content-Security-Policy');
    const firstLoad = elements.findIndex((element) => element.matches('script, link[rel="stylesheet"], link[rel="modulepreload"]'));
    return policyAt >= 0 && policyAt < firstLoad;
  });
  expect(before).toBe(true);
});

// The control for the fixture: a resource the policy refuses must fail the test.
test('a violation fails the test', async ({ page, contentSecurityPolicyViolations }) => {
  test.fail();
  await page.goto(guest.url);
  await expect(page.getByRole('banner')).toContainText(guest.title);
  const refused = page.waitForEvent('console', (message) => /Content Security Policy/i.test(message.text()));
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await refused;
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  // The fixture hears the console through the context, which may come after the page's event:
  // wait until it has the report, so the test ends failing and not by luck of timing.
  await expect.poll(() => contentSecurityPolicyViolations.length).toBeGreaterThan(0);
});

test('every spec takes its test from the fixture that watches for violations', () => {
  const folder = dirname(fileURLToPath(import.meta.url));
  const specs = readdirSync(folder).filter((name) => name.endsWith('.spec.ts'));
  const bypassing = specs.filter((name) =>
    /import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*'@playwright\/test'/.test(readFileSync(`${folder}/${name}`, 'utf8')),
  );
  expect(bypassing).toEqual([]);
});
