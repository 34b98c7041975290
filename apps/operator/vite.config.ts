import { appViteConfig } from '@platform/vite-config';

// The console's sign-in page is the first visit: its texts are one file per language.
export default appViteConfig({
  portVariable: 'OPERATOR_PORT',
  defaultPort: 5175,
  bootNamespaces: ['common', 'errors', 'operatorConsole'],
  firstVisitChunks: ['sign-in-page'],
});
