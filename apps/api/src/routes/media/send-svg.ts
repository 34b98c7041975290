import type { FastifyReply } from 'fastify';

/** SVG images are immutable for a given name; any host may embed them. */
export function sendSvg(reply: FastifyReply, svg: string): string {
  reply
    .type('image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=86400')
    .header('cross-origin-resource-policy', 'cross-origin');
  return svg;
}
