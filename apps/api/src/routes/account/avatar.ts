import { avatarImage, avatarOf, setAvatar } from '../../domain/member-account';
import { notFound } from '../../domain/kernel';
import { requireModule } from '../../domain/site';
import { ok } from '../../http/envelope';
import type { Handler, HandlerDeps, Ok } from '../types';
import { accountMember } from './member';

export const getMemberAvatar =
  (deps: HandlerDeps): Handler<'getMemberAvatar'> =>
  async (request) => {
    const { member } = await accountMember(request, deps);
    return ok(avatarOf(member));
  };

/** Presets always; uploads only while the merchant's PROFPIC3 module is on. */
export const setMemberAvatar =
  (deps: HandlerDeps): Handler<'setMemberAvatar'> =>
  async (request) => {
    const { member, merchant } = await accountMember(request, deps);
    if (request.body.image !== undefined) await requireModule(deps.db, merchant.id, 'PROFPIC3');
    return ok(await setAvatar(deps.db, member, request.body, deps.clock()));
  };

/**
 * /cdn/avatars/<file>: a preset SVG, or an upload under its random key. An upload goes out with
 * the type it was stored as (it was decoded and re-encoded on the way in), and headers that keep
 * a browser from taking it for anything else: no sniffing, shown inline under a fixed name, and
 * a policy that lets nothing in it run or load were it ever opened as a document.
 */
export const getAvatarImage =
  (deps: HandlerDeps): Handler<'getAvatarImage'> =>
  async (request, reply) => {
    const image = await avatarImage(deps.db, request.params.file);
    if (!image) throw notFound('No such picture');
    reply
      .type(image.contentType)
      .header(
        'cache-control',
        image.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
      )
      .header('x-content-type-options', 'nosniff');
    if (image.upload) {
      const ext = image.contentType === 'image/png' ? 'png' : 'jpg';
      reply
        .header('content-disposition', `inline; filename="avatar.${ext}"`)
        .header('content-security-policy', "default-src 'none'; sandbox");
    }
    // Fastify sends a Buffer as the body; the contract types image bodies as text.
    return image.body as Ok<'getAvatarImage'>;
  };
