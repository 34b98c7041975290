import { appE2eConfig } from '@platform/playwright-config';

export const API_PORT = Number(process.env.E2E_API_PORT || 18093);

export default appE2eConfig({ apiPort: API_PORT, webPort: 14176, portVariable: 'OPERATOR_PORT' });
