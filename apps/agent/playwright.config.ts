import { appE2eConfig } from '@platform/playwright-config';

export const API_PORT = Number(process.env.E2E_API_PORT || 18091);

export default appE2eConfig({ apiPort: API_PORT, webPort: 14174, portVariable: 'AGENT_PORT' });
