import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

// The floor of the budget: the least a React + react-router data-router app can ship.
const router = createBrowserRouter([{ path: '/', Component: () => <h1>{document.title}</h1> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
