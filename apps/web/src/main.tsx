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

// The login page needs no MUI, but the next screen does: fetch it as soon as the user starts to act (types,
// clicks, touches), so it arrives while the form is filled in and a visitor who only looks never loads it.
// Every other route loads it itself.
const INTENT_EVENTS = ['keydown', 'pointerdown', 'touchstart'] as const;
function prefetchMui() {
  for (const name of INTENT_EVENTS) window.removeEventListener(name, prefetchMui, true);
  void loadMuiOutlet();
}
for (const name of INTENT_EVENTS)
  window.addEventListener(name, prefetchMui, { capture: true, passive: true });
