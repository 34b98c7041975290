import { startSite } from '@platform/site';
import { API_BASE_URL, MERCHANT } from './env';
import { createAppRouter } from './router';
import './styles.css';

await startSite({
  merchant: MERCHANT,
  apiBaseUrl: API_BASE_URL,
  namespaces: ['common', 'errors', 'shell', 'lobby', 'player'],
  entry: 'player',
  createRouter: createAppRouter,
  root: document.getElementById('root') as HTMLElement,
});
