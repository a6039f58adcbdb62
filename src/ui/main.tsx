import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import './styles/app.css';
import { getDirectoryClient } from './workerBridge/workerClient.ts';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element.');

// On the dashboard's address the worker and the cities' download start before React's first render
// (60–80 ms of script on the 2-core machine): a shared link's agents wait on the worker's start-up
// (see citiesFor in worker/api.ts), not on the page's. The dashboard then finds them under way.
if (window.location.pathname === `${import.meta.env.BASE_URL}dashboard`) {
  getDirectoryClient()
    .prepare()
    .catch(() => undefined);
}

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
