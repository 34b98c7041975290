import { defaultGameIconSvg, gameIconInput, gameIconSvg } from '../../domain/media';
import { notFound } from '../../domain/kernel';
import type { Handler, HandlerDeps } from '../types';
import { sendSvg } from './send-svg';

export const getGameIcon =
  ({ db }: HandlerDeps): Handler<'getGameIcon'> =>
  async (request, reply) => {
    const name = request.params.file.replace(/\.svg$/, '');
    if (name === 'default') return sendSvg(reply, defaultGameIconSvg());
    const icon = await gameIconInput(db, Number(name));
    if (!icon) throw notFound('No such game');
    return sendSvg(reply, gameIconSvg(icon));
  };
