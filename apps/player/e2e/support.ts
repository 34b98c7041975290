import type { APIRequestContext } from '@playwright/test';
import { API_PORT } from '../playwright.config';

export const API_URL = `http://127.0.0.1:${API_PORT}`;

type SiteSwitches = {
  maintenance?: {
    enabled: boolean;
    title?: string | null;
    info?: string | null;
    endTime?: number | null;
  };
  regionRestriction?: { blockedCountries?: string[]; blockedIps?: string[] };
};

/** Flips site switches on the reference API (its development-only endpoint). */
export async function setSiteSwitches(request: APIRequestContext, switches: SiteSwitches) {
  const response = await request.patch(`${API_URL}/dev/merchant/settings`, {
    headers: { Merchant: 'demo' },
    data: switches,
  });
  if (!response.ok())
    throw new Error(`switches refused: ${response.status()} ${await response.text()}`);
}
