import { assetType, readAsset } from '../../vendors/demo';
import { notFound } from '../../domain/kernel';
import type { Handler, HandlerDeps } from '../types';

export const getDemoGameAsset =
  (_deps: HandlerDeps): Handler<'getDemoGameAsset'> =>
  async (request, reply) => {
    const body = readAsset(request.params.file);
    if (body === null) throw notFound('No such file');
    reply.type(assetType(request.params.file)).header('cache-control', 'public, max-age=300');
    return body;
  };
