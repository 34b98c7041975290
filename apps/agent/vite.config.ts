import { appViteConfig } from '@platform/vite-config';

// The texts a first visit needs: one file per language.
export default appViteConfig({
  portVariable: 'AGENT_PORT',
  defaultPort: 5174,
  bootNamespaces: ['common', 'errors', 'auth'],
});
