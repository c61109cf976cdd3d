import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { sessionStore } from './app/session-store';
import './i18n';
import './styles/global.css';
import './app/layout/layout.css';

const router = createAppRouter();

// Browser journeys (e2e) build with VITE_EXPOSE_SESSION=true to stage a session without a server.
if (import.meta.env.VITE_EXPOSE_SESSION === 'true') {
  (window as unknown as { __coastbookSession: typeof sessionStore }).__coastbookSession = sessionStore;
}

const container = document.getElementById('root');
if (container === null) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
