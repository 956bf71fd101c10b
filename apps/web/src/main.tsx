import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@/app/app';
import { activateLanguage, detectLanguage } from '@/lib/i18n';
import '@/styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

// A Hebrew reader's first paint is already Hebrew and right to left: its catalogue loads first (English needs
// nothing). Should that chunk fail, the app still starts, in English.
void activateLanguage(detectLanguage())
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
