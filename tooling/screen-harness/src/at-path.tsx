import type { Decorator } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';

/** Stories start at `parameters.shell.route`; this matches it against the screen's path so params are read. */
export const atPath =
  (path: string): Decorator =>
  (Story) => (
    <Routes>
      <Route path={path} element={<Story />} />
    </Routes>
  );
