import '@ant-design/v5-patch-for-react-19';
import '@refinedev/antd/dist/reset.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { initialLocale } from './i18n/preference';
import { i18nProvider } from './providers/i18nProvider';

// French or Arabic readers wait for their words (one small chunk) rather than see English first.
void i18nProvider
  .changeLocale(initialLocale())
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
