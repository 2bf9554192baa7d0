// @vitest-environment node
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { noJsxLiterals } from './no-jsx-literals.mjs';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { ecmaVersion: 2022, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('no-jsx-literals', noJsxLiterals, {
  valid: [
    { code: 'const a = <p>{t("notFound")}</p>;' },
    // A separator is not language.
    { code: 'const a = <p>{a} · {b}</p>;' },
  ],
  invalid: [{ code: 'const a = <p>404 - content not found.</p>;', errors: [{ messageId: 'literal' }] }],
});
