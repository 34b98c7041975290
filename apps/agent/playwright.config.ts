import { appE2eConfig } from '@platform/playwright-config';

export const API_PORT = Number(process.env.E2E_API_PORT || 18091);
/** The player site's build, beside the console on the same API: affiliate links are opened there. */
export const PLAYER_PORT = Number(process.env.E2E_PLAYER_PORT || 14175);

export default appE2eConfig({
  apiPort: API_PORT,
  webPort: 14174,
  portVariable: 'AGENT_PORT',
  alongside: [{ cwd: '../player', port: PLAYER_PORT, portVariable: 'PLAYER_PORT' }],
});
