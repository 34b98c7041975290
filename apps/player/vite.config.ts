import { appViteConfig } from '@platform/vite-config';

export default appViteConfig({ portVariable: 'PLAYER_PORT', defaultPort: 5173 });
