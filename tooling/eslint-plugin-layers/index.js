import { importDirection } from './import-direction.mjs';
import { noJsxLiterals } from './no-jsx-literals.mjs';

/** Local ESLint plugin: the architecture of DESIGN.md §1 as a lint rule that fails CI. */
const plugin = {
  meta: { name: '@companion/eslint-plugin-layers' },
  rules: { 'import-direction': importDirection, 'no-jsx-literals': noJsxLiterals },
};

export default plugin;
