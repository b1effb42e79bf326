import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '../ui/styles.css';
import { startInstallCapture } from './install';
import { startPwa } from './pwa';
import { router } from './router';
import { UpdatePrompt } from './UpdatePrompt';

// The session (Supabase client, local database, background senders) loads beside the first
// render instead of in front of it: the landing page paints without waiting for any of it.
void import('./session').then((m) => m.startSession());
startPwa();
// Before the first render: the browser's install offer may come before React is up.
startInstallCapture();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
    <UpdatePrompt />
  </StrictMode>,
);
