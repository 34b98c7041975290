// Avatars (PROFPIC3): a preset picture chosen by number, or one uploaded PNG or JPEG of at most
// 5 MB, decoded and stored re-encoded, scaled down to fit AVATAR_SIDE pixels (see
// media/uploaded-image). One stored picture per member: an upload replaces the last and
// gets a new random key, which is its address (/cdn/avatars/<key>.png), so the old address
// stops working and the new one can be cached for good. The presets are small generated SVGs.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { components } from '@platform/api-client/schema';
import type { Db } from '../../db/client';
import { memberAvatars } from '../../db/schema/member-account';
import { members } from '../../db/schema/members';
import type { Member } from '../sessions';
import { AppError } from '../kernel';
import { decodeImage } from '../media';

type AvatarWire = components['schemas']['MemberAvatar'];
type SetAvatarRequest = components['schemas']['SetAvatarRequest'];

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const PRESET_COUNT = 12;
/** An uploaded avatar is scaled down to fit this square (it is shown far smaller). */
const AVATAR_SIDE = 512;
const UPLOAD = 'upload:';
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const EXTENSION = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;
const presetUrl = (n: number) => `/cdn/avatars/preset-${n}.svg`;

/** members.avatar for an upload: `upload:<key>.<ext>`. */
const uploadRef = (key: string, type: keyof typeof EXTENSION) =>
  `${UPLOAD}${key}.${EXTENSION[type]}`;

/** Where the member's chosen picture is served; null before one was chosen. */
export function avatarUrlOf(member: Pick<Member, 'avatar'>): string | null {
  const avatar = member.avatar;
  if (avatar === null) return null;
  if (avatar.startsWith(UPLOAD)) return `/cdn/avatars/${avatar.slice(UPLOAD.length)}`;
  return presetUrl(Number(avatar));
}

export function avatarOf(member: Pick<Member, 'avatar'>): AvatarWire {
  const uploaded = member.avatar?.startsWith(UPLOAD) ?? false;
  const preset = uploaded ? null : (member.avatar ?? '0');
  return {
    avatar: preset ?? 'upload',
    avatarType: uploaded ? 'UPLOAD' : 'STATIC',
    url: avatarUrlOf(member) ?? presetUrl(0),
    presets: Array.from({ length: PRESET_COUNT }, (_, n) => ({
      avatar: String(n),
      url: presetUrl(n),
    })),
    maxBytes: AVATAR_MAX_BYTES,
  };
}

const invalid = (message: string) => new AppError(400, 'avatar.invalid', message);

export async function setAvatar(
  db: Db,
  member: Member,
  body: SetAvatarRequest,
  now: number,
): Promise<AvatarWire> {
  if ((body.avatar === undefined) === (body.image === undefined)) {
    throw invalid('Choose a preset or upload a picture');
  }
  if (body.avatar !== undefined) {
    const n = /^[0-9]{1,2}$/.test(body.avatar) ? Number(body.avatar) : -1;
    if (n < 0 || n >= PRESET_COUNT) throw invalid('No such preset avatar');
    const [updated] = await db
      .update(members)
      .set({ avatar: String(n) })
      .where(eq(members.id, member.id))
      .returning({ avatar: members.avatar });
    await db.delete(memberAvatars).where(eq(memberAvatars.memberId, member.id));
    return avatarOf(updated ?? { avatar: String(n) });
  }
  const data = (body.image ?? '').replace(/\s/g, '');
  if (!BASE64.test(data)) throw invalid('The picture is not base64');
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > AVATAR_MAX_BYTES) {
    throw new AppError(400, 'avatar.too.large', 'The picture is larger than 5 MB', {
      maxBytes: AVATAR_MAX_BYTES,
    });
  }
  const picture = await decodeImage(bytes, {
    name: 'The picture',
    invalid: () => invalid('The picture is not a PNG or JPEG image'),
    fitWithin: AVATAR_SIDE,
  });
  const type = picture.contentType;
  const key = randomBytes(24).toString('base64url');
  const avatar = uploadRef(key, type);
  await db.transaction(async (tx) => {
    await tx
      .insert(memberAvatars)
      .values({
        memberId: member.id,
        key,
        contentType: type,
        data: picture.bytes,
        updatedAt: new Date(now),
      })
      .onConflictDoUpdate({
        target: memberAvatars.memberId,
        set: { key, contentType: type, data: picture.bytes, updatedAt: new Date(now) },
      });
    await tx.update(members).set({ avatar }).where(eq(members.id, member.id));
  });
  return avatarOf({ avatar });
}

export interface AvatarImage {
  contentType: string;
  body: string | Buffer;
  /** Uploads never change under their key; presets change only with a release. */
  immutable: boolean;
  /** A member's upload (stored re-encoded), not a generated preset. */
  upload: boolean;
}

/** The picture at /cdn/avatars/<file>, or null. */
export async function avatarImage(db: Db, file: string): Promise<AvatarImage | null> {
  const preset = /^preset-([0-9]{1,2})\.svg$/.exec(file);
  if (preset) {
    const n = Number(preset[1]);
    if (n >= PRESET_COUNT) return null;
    return {
      contentType: 'image/svg+xml; charset=utf-8',
      body: presetSvg(n),
      immutable: false,
      upload: false,
    };
  }
  const upload = /^([A-Za-z0-9_-]{32})\.(png|jpg)$/.exec(file);
  if (!upload) return null;
  const [row] = await db
    .select({ contentType: memberAvatars.contentType, data: memberAvatars.data })
    .from(memberAvatars)
    .where(eq(memberAvatars.key, upload[1] ?? ''));
  if (!row || EXTENSION[row.contentType] !== upload[2]) return null;
  return { contentType: row.contentType, body: row.data, immutable: true, upload: true };
}

// Preset pictures: a round badge with a face, twelve colourings and four hair styles.
const PALETTE: [string, string, string][] = [
  ['#1f6feb', '#ffd7b0', '#3b2a1a'],
  ['#d1495b', '#f1c27d', '#1c1c1c'],
  ['#2a9d8f', '#e0ac69', '#5a3825'],
  ['#e9c46a', '#8d5524', '#111111'],
  ['#6a4c93', '#ffdbac', '#b5651d'],
  ['#f4a261', '#c68642', '#2b1b10'],
  ['#264653', '#f1c27d', '#a0522d'],
  ['#8ac926', '#ffd7b0', '#333333'],
  ['#ff595e', '#e0ac69', '#4b3621'],
  ['#1982c4', '#8d5524', '#000000'],
  ['#6d597a', '#ffdbac', '#d4a017'],
  ['#43aa8b', '#c68642', '#3d2314'],
];
const HAIR = [
  'M18 30c0-10 6-16 14-16s14 6 14 16c-3-5-8-8-14-8s-11 3-14 8z',
  'M17 32c-1-12 5-19 15-19s16 7 15 19c-2-3-4-6-7-7-2 3-6 4-8 4s-6-1-8-4c-3 1-5 4-7 7z',
  'M16 34c0-14 6-21 16-21s16 7 16 21l-3-2c0-7-6-12-13-12s-13 5-13 12z',
  'M20 26c2-8 7-12 12-12s10 4 12 12c-4-3-8-4-12-4s-8 1-12 4zM30 12h4v5h-4z',
];

export function presetSvg(n: number): string {
  const [bg, skin, hair] = PALETTE[n % PALETTE.length] ?? PALETTE[0]!;
  const hairPath = HAIR[n % HAIR.length] ?? HAIR[0]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><circle cx="32" cy="32" r="32" fill="${bg}"/><path d="M12 58c3-11 11-16 20-16s17 5 20 16a32 32 0 0 1-40 0z" fill="#ffffff" fill-opacity="0.85"/><circle cx="32" cy="31" r="13" fill="${skin}"/><path d="${hairPath}" fill="${hair}"/><circle cx="27" cy="31" r="1.6" fill="#222"/><circle cx="37" cy="31" r="1.6" fill="#222"/><path d="M27 36.5c3 2.5 7 2.5 10 0" stroke="#222" stroke-width="1.6" fill="none" stroke-linecap="round"/></svg>`;
}
