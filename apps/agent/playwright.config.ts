import { appE2eConfig } from '@platform/playwright-config';

export default appE2eConfig({ apiPort: 18091, webPort: 14174, portVariable: 'AGENT_PORT' });
