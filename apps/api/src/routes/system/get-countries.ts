import { listCountries } from '../../domain/countries';
import { ok } from '../../domain/envelope';
import type { Handler, HandlerDeps } from '../types';

export const getCountries =
  ({ db }: HandlerDeps): Handler<'getCountries'> =>
  async () =>
    ok(await listCountries(db));
