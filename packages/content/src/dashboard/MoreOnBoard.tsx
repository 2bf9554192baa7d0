import { lazy, Suspense } from 'react';

const MoreOnBoardView = lazy(() => import('./MoreOnBoardView'));

/** What the kiosk app puts in the shell's `belowPage` slot; its code loads after the page's own. */
export function MoreOnBoard() {
  return (
    <Suspense fallback={null}>
      <MoreOnBoardView />
    </Suspense>
  );
}
