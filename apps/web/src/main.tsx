import './styles/plain.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { loadMuiOutlet } from './app/routes';
import { createQueryClient } from './lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);

// The login page needs no MUI, but the next screen does: fetch it once the page is idle.
const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
whenIdle(() => void loadMuiOutlet());
