import { bootTextsLoader } from '@platform/i18n';
import { startSite } from '@platform/site';
import * as bootTexts from 'virtual:boot-texts';
import { API_BASE_URL, MERCHANT } from './env';
import { createAppRouter } from './router';
import './styles.css';

await startSite({
  merchant: MERCHANT,
  apiBaseUrl: API_BASE_URL,
  namespaces: bootTexts.namespaces,
  loadCatalog: bootTextsLoader(bootTexts),
  entry: 'agent',
  createRouter: createAppRouter,
  root: document.getElementById('root') as HTMLElement,
});
