import { appViteConfig } from '@platform/vite-config';

export default appViteConfig({ portVariable: 'AGENT_PORT', defaultPort: 5174 });
