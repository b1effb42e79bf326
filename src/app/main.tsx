import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '../ui/styles.css';
import { startPwa } from './pwa';
import { router } from './router';
import { startSession } from './session';

// Before the first render, so the local salon row and senders follow the auth state from the start.
startSession();
startPwa();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
