import { listCountries } from '../../domain/site';
import { ok } from '../../http/envelope';
import type { Handler, HandlerDeps } from '../types';

export const getCountries =
  ({ db }: HandlerDeps): Handler<'getCountries'> =>
  async () =>
    ok(await listCountries(db));
