import { appViteConfig } from '@platform/vite-config';

// The texts a first visit needs: one file per language.
export default appViteConfig({
  portVariable: 'AGENT_PORT',
  defaultPort: 5174,
  bootNamespaces: ['common', 'errors', 'auth'],
  // The landing page (and the chunks it imports) is where first visits land.
  firstVisitChunks: ['agent-landing-page'],
});
