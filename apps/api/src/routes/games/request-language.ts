// The language of names in a catalogue answer: the `language` query, else the Language header.
import type { FastifyRequest } from 'fastify';
import { languageOf } from '../../domain/catalogue';

export function requestLanguage(request: FastifyRequest, query?: string): string {
  const header = request.headers.language;
  return languageOf(query, typeof header === 'string' ? header : undefined);
}
