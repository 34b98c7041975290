// Social sign-in (OAuth 2 authorization code with PKCE). Providers are merchant settings;
// `test` providers are served by this API's local test provider (/oauth-test, development
// only), `oauth2` providers are real ones reached over HTTPS. The first sign-in with an
// identity creates a player account linked to it.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { socialIdentities, testOauthCodes } from '../../db/schema/accounts';
import { members } from '../../db/schema/members';
import type { SocialProviderSetting, Merchant } from '../merchants';
import { AppError } from '../kernel';
import { PLAYER_TYPE, hashPassword } from '../accounts';
import type { Member } from '../sessions';

export const TEST_AUTHORIZE_PATH = '/oauth-test/authorize';
export const TEST_CODE_TTL_MS = 5 * 60_000;

export interface SocialIdentity {
  subject: string;
  email: string | null;
  name: string | null;
}

const refused = () =>
  new AppError(400, 'social.login.failed', 'Social login failed, please try again');
export const sha256b64url = (text: string) => createHash('sha256').update(text).digest('base64url');

export function providerAuthorizeUrl(merchantCode: string, p: SocialProviderSetting): string {
  const base = p.kind === 'test' ? TEST_AUTHORIZE_PATH : p.authorizeUrl;
  const query = new URLSearchParams({
    client_id: p.kind === 'test' ? merchantCode : p.clientId,
    response_type: 'code',
    scope: p.scope,
  });
  return `${base}?${query.toString()}`;
}

/** Issues a code of the local test provider for the identity chosen on its page. */
export async function issueTestCode(
  db: Db,
  input: {
    clientId: string;
    redirectUri: string;
    codeChallenge: string;
    email: string;
    name: string;
  },
  now: number,
): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  await db.insert(testOauthCodes).values({
    codeHash: sha256b64url(code),
    clientId: input.clientId,
    redirectUri: input.redirectUri,
    codeChallenge: input.codeChallenge,
    subject: `test:${input.email.trim().toLowerCase()}`,
    email: input.email.trim(),
    name: input.name.trim(),
    expiresAt: new Date(now + TEST_CODE_TTL_MS),
  });
  return code;
}

async function exchangeTestCode(
  db: Db,
  merchant: Merchant,
  code: string,
  redirectUri: string,
  verifier: string,
  now: number,
): Promise<SocialIdentity> {
  const [row] = await db
    .update(testOauthCodes)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(testOauthCodes.codeHash, sha256b64url(code)),
        isNull(testOauthCodes.usedAt),
        gt(testOauthCodes.expiresAt, new Date(now)),
      ),
    )
    .returning();
  if (!row || row.clientId !== merchant.code || row.redirectUri !== redirectUri) throw refused();
  if (row.codeChallenge !== sha256b64url(verifier)) throw refused();
  return { subject: row.subject, email: row.email, name: row.name };
}

async function exchangeOauth2Code(
  p: SocialProviderSetting,
  code: string,
  redirectUri: string,
  verifier: string,
): Promise<SocialIdentity> {
  try {
    const tokenResponse = await fetch(p.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: p.clientId,
        client_secret: p.clientSecret,
        code_verifier: verifier,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const token = (await tokenResponse.json()) as { access_token?: string };
    if (!tokenResponse.ok || !token.access_token) throw refused();
    const infoResponse = await fetch(p.userInfoUrl, {
      headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    const info = (await infoResponse.json()) as {
      sub?: unknown;
      id?: unknown;
      email?: unknown;
      name?: unknown;
    };
    const subject = String(info.sub ?? info.id ?? '');
    if (!infoResponse.ok || !subject) throw refused();
    return {
      subject,
      email: typeof info.email === 'string' ? info.email : null,
      name: typeof info.name === 'string' ? info.name : null,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refused();
  }
}

/** The member linked to the provider identity behind `code`, created on first use. */
export async function socialMember(
  db: Db,
  merchant: Merchant,
  input: { provider: string; code: string; redirectUri: string; codeVerifier: string },
  now: number,
): Promise<Member> {
  const p = merchant.settings.account.socialProviders.find((x) => x.provider === input.provider);
  if (!p) throw refused();
  const identity =
    p.kind === 'test'
      ? await exchangeTestCode(db, merchant, input.code, input.redirectUri, input.codeVerifier, now)
      : await exchangeOauth2Code(p, input.code, input.redirectUri, input.codeVerifier);
  const [linked] = await db
    .select({ member: members })
    .from(socialIdentities)
    .innerJoin(members, eq(members.id, socialIdentities.memberId))
    .where(
      and(
        eq(socialIdentities.merchantId, merchant.id),
        eq(socialIdentities.provider, p.provider),
        eq(socialIdentities.subject, identity.subject),
      ),
    )
    .limit(1);
  if (linked) return linked.member;
  return db.transaction(async (tx) => {
    const [member] = await tx
      .insert(members)
      .values({
        merchantId: merchant.id,
        username: `${p.provider}${String(randomInt(0, 1e9)).padStart(9, '0')}`,
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        type: PLAYER_TYPE,
        nickname: identity.name?.slice(0, 64) ?? null,
        email: identity.email,
        createdAt: new Date(now),
        passwordChangedAt: new Date(now),
      })
      .returning();
    if (!member) throw new Error('social member insert returned nothing');
    await tx.insert(socialIdentities).values({
      merchantId: merchant.id,
      provider: p.provider,
      subject: identity.subject,
      memberId: member.id,
    });
    return member;
  });
}
