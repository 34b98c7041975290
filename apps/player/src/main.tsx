import { catalogUrlLoader } from '@platform/i18n';
import { startSite } from '@platform/site';
import * as catalogs from 'virtual:catalogs';
import { API_BASE_URL, MERCHANT } from './env';
import { createAppRouter } from './router';
import './styles.css';

await startSite({
  merchant: MERCHANT,
  apiBaseUrl: API_BASE_URL,
  namespaces: catalogs.namespaces,
  loadCatalog: catalogUrlLoader(catalogs),
  entry: 'player',
  createRouter: createAppRouter,
  root: document.getElementById('root') as HTMLElement,
});
