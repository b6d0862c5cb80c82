import './lib/zod-config';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startColorMode } from './lib/color-mode';
import { i18n, loadTexts, savedLanguage } from './lib/i18n';
import { sessionStore } from './lib/session-store';

startColorMode();
document.documentElement.lang = i18n.language;
// With a stored token the current user is loaded at once; the route guards wait for it (spec §4).
void sessionStore.ensureSession();

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// The router already fetches the first screen's chunk and texts while the shared texts load.
void loadTexts(savedLanguage(), ['common']).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
