import type { APIRequestContext, Locator, Page } from '@playwright/test';

export type Lang = 'EN' | 'AR';
/** The languages the end-to-end tests run in: English and a right-to-left one. */
export const LANGS: readonly Lang[];
/** The catalog text of `ns:key` in a language, with {{variables}} filled. */
export function text(
  lang: Lang,
  ns: string,
  key: string,
  vars?: Record<string, string | number>,
): string;
/** Opens the app in a language (as a returning visitor who chose it). */
export function useLanguage(page: Page, lang: Lang): Promise<void>;
/** A fresh account name (at most 16 characters). */
export function unique(prefix: string): string;
/** The 6-digit code in a message. */
export function codeIn(message: string): string;
/** The input labelled `label` (not another element of the same name, such as a tab panel). */
export function field(scope: Page | Locator, label: string): Locator;

export interface DevApi {
  devPost(
    request: APIRequestContext,
    url: string,
    data: unknown,
    method?: 'post' | 'patch' | 'put',
  ): Promise<unknown>;
  /** Creates an account as given (`type` 1 is an agent; `knownIps` are its registered IPs). */
  createMember(request: APIRequestContext, member: Record<string, unknown>): Promise<void>;
  /** The newest message to a recipient, waiting for it to arrive. */
  lastMessage(request: APIRequestContext, recipient: string): Promise<string>;
}
/** The reference API's development endpoints at `apiUrl`. */
export function devApi(apiUrl: string): DevApi;
