// At start, before the first render: a browser with a live remember token and no session
// signs back in. A refused token is dropped (the remembered name stays for the day).
import type { PlatformClient } from '@platform/api-client';
import { postRememberLogin } from './remember.mutations';
import { dropRememberToken, readRemembered } from './remember-storage';
import { readToken, writeToken } from './token-storage';

export async function restoreRememberedSession(
  api: PlatformClient,
  entry: 'player' | 'agent' = 'player',
): Promise<boolean> {
  if (readToken()) return false;
  const remembered = readRemembered();
  if (!remembered?.token) return false;
  try {
    const result = await postRememberLogin(api, remembered.token, entry);
    writeToken(result.token);
    return true;
  } catch {
    dropRememberToken();
    return false;
  }
}
