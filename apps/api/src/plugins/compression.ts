// Compressed answers: brotli or gzip (as the client's Accept-Encoding prefers) for textual
// answers of at least COMPRESS_THRESHOLD bytes; smaller ones cost more to compress than they
// save. Server-sent events stay uncompressed (the plugin's default types exclude them), and
// request bodies are taken as sent (no request decompression).
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

const COMPRESS_THRESHOLD = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Must run before the plugin's own onRoute hook reads route.decompress.
  app.addHook('onRoute', (route) => {
    route.decompress = false;
  });
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
  });
}
