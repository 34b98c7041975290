import { catalogUrlLoader } from '@platform/i18n';
import { startSite } from '@platform/site';
import * as catalogs from 'virtual:catalogs';
import { API_BASE_URL, MERCHANT } from './env';
import { createAppRouter } from './router';
import { loadFirstScreen } from './routes/-lazy-groups';
import './styles.css';

// The landing page's screen downloads beside the boot's requests, not after them.
loadFirstScreen(window.location.pathname);
await startSite({
  merchant: MERCHANT,
  apiBaseUrl: API_BASE_URL,
  namespaces: catalogs.namespaces,
  loadCatalog: catalogUrlLoader(catalogs),
  entry: 'player',
  createRouter: createAppRouter,
  root: document.getElementById('root') as HTMLElement,
});
