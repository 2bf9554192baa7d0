// @vitest-environment node
import { RuleTester } from 'eslint';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, it } from 'vitest';
import { importDirection } from './import-direction.mjs';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const repo = '/repo';
const file = (where) => `${repo}/${where}`;
// A real package.json on disk: packages/ui declares only @companion/theme.
const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url));

tester.run('import-direction', importDirection, {
  valid: [
    // A feature stands on the layers below it.
    {
      filename: file('packages/content/src/dashboard/DashboardScreen.tsx'),
      code: "import { useHub } from '@companion/shell'; import { Tile } from '@companion/ui';",
    },
    // Apps compose features.
    { filename: file('apps/guest/src/routes.ts'), code: "import { contentRoutes } from '@companion/content';" },
    // Relative imports inside the same package.
    { filename: file('packages/ui/src/tile/Tile.tsx'), code: "import * as styles from './tile.css';" },
    // Tests may use the demo hub.
    { filename: file('packages/shell/src/startup/StartUp.test.tsx'), code: "import { createDemoHub } from '@companion/hub-sim';" },
    // Tooling may import any package.
    { filename: file('tooling/storybook/.storybook/preview.tsx'), code: "import { ShellProvider } from '@companion/shell';" },
    // A declared dependency passes.
    { filename: `${fixtures}/packages/ui/src/Thing.tsx`, code: "import { themeVars } from '@companion/theme';" },
    // A declared second entry is allowed.
    { filename: file('tooling/e2e/tests/boot.spec.ts'), code: "import { startDemoHubServer } from '@companion/hub-sim/server';" },
  ],
  invalid: [
    // A lower layer importing a higher one.
    {
      filename: file('packages/ui/src/tile/Tile.tsx'),
      code: "import { useHub } from '@companion/shell';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: file('packages/shell/src/boot/boot-app.tsx'),
      code: "import { readSessionId } from '@companion/session';",
      errors: [{ messageId: 'upward' }],
    },
    // A feature importing another feature.
    {
      filename: file('packages/basket/src/BasketScreen.tsx'),
      code: "import { excursionsRoutes } from '@companion/excursions';",
      errors: [{ messageId: 'sibling' }],
    },
    // theme and hub-client are independent.
    {
      filename: file('packages/theme/src/index.ts'),
      code: "import { getDeviceConfig } from '@companion/hub-client';",
      errors: [{ messageId: 'sibling' }],
    },
    // A path inside another package.
    {
      filename: file('apps/kiosk/src/routes.ts'),
      code: "import { DashboardScreen } from '@companion/content/src/dashboard/DashboardScreen';",
      errors: [{ messageId: 'deep' }],
    },
    // A relative path across a package border.
    {
      filename: file('packages/content/src/index.ts'),
      code: "import { Tile } from '../../ui/src/tile/Tile';",
      errors: [{ messageId: 'relative' }],
    },
    // Lazy imports are checked too.
    {
      filename: file('packages/vod/src/vod-routes.ts'),
      code: "const screen = () => import('@companion/basket');",
      errors: [{ messageId: 'sibling' }],
    },
    // Shipped code may not depend on the demo hub.
    {
      filename: file('packages/content/src/dashboard/DashboardScreen.tsx'),
      code: "import { createDemoHub } from '@companion/hub-sim';",
      errors: [{ messageId: 'tooling' }],
    },
    // Every cross-package import must be a declared workspace dependency.
    {
      filename: `${fixtures}/packages/ui/src/Thing.tsx`,
      code: "import { getDeviceConfig } from '@companion/hub-client';",
      errors: [{ messageId: 'undeclared' }],
    },
    // hub-client stays free of React.
    {
      filename: file('packages/hub-client/src/hub-client.ts'),
      code: "import { useState } from 'react';",
      errors: [{ messageId: 'react' }],
    },
  ],
});
