import { appE2eConfig } from '@platform/playwright-config';

export const API_PORT = Number(process.env.E2E_API_PORT || 18093);

/** The player site's build, beside the console on the same API: a member's side of a journey. */
export const PLAYER_PORT = Number(process.env.E2E_PLAYER_PORT || 14177);

export default appE2eConfig({
  apiPort: API_PORT,
  webPort: 14176,
  portVariable: 'OPERATOR_PORT',
  alongside: [{ cwd: '../player', port: PLAYER_PORT, portVariable: 'PLAYER_PORT' }],
});
