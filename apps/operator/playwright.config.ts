import { appE2eConfig } from '@platform/playwright-config';

export const API_PORT = Number(process.env.E2E_API_PORT || 18093);
const WEB_PORT = Number(process.env.E2E_WEB_PORT || 14176);
/** The player site, previewed beside the console against the same API (content, settings). */
export const PLAYER_PORT = Number(process.env.E2E_PLAYER_PORT || WEB_PORT + 1);

export default appE2eConfig({
  apiPort: API_PORT,
  webPort: WEB_PORT,
  portVariable: 'OPERATOR_PORT',
  alongside: [{ cwd: '../player', port: PLAYER_PORT, portVariable: 'PLAYER_PORT' }],
});
