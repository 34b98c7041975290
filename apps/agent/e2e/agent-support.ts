// Helpers of the agent sign-in end-to-end tests: texts from the real catalogs, fixtures
// through the reference API's development endpoints (accounts, outbox), keyboard moves.
import { devApi } from '@platform/playwright-config/support';
import { API_PORT } from '../playwright.config';

export {
  codeIn,
  field,
  LANGS,
  text,
  unique,
  useLanguage,
} from '@platform/playwright-config/support';
export type { Lang } from '@platform/playwright-config/support';
/** Tab until a target has the focus, every stop showing a focus indicator. */
export { tabTo } from '@platform/playwright-config/keyboard';

export const API_URL = `http://127.0.0.1:${API_PORT}`;
export const { createMember, devPost, lastMessage } = devApi(API_URL);
