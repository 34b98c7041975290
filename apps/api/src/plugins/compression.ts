// Compressed answers: brotli or gzip (as the client's Accept-Encoding prefers) for textual
// answers of at least COMPRESS_THRESHOLD bytes; smaller ones cost more to compress than they
// save. An answer shared from the configuration cache is compressed once per change.
// Server-sent events stay uncompressed (the plugin's default types exclude them), and request
// bodies are taken as sent (no request decompression).
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { isSharedAnswer } from '../http/raw-json';

const COMPRESS_THRESHOLD = 1024;

type CompressSync = (payload: Buffer, options?: object) => Buffer;

/**
 * A compressor that keeps what it made for answers shared from the configuration cache (a
 * catalogue page: the same bytes until the configuration changes), so such an answer is
 * compressed once per change instead of once per request; other answers as they come.
 */
function oncePerSharedAnswer(compressSync: CompressSync): CompressSync {
  const made = new WeakMap<Buffer, Buffer>();
  return (payload, options) => {
    if (!isSharedAnswer(payload)) return compressSync(payload, options);
    let out = made.get(payload);
    if (out === undefined) {
      out = compressSync(payload, options);
      made.set(payload, out);
    }
    return out;
  };
}

export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Must run before the plugin's own onRoute hook reads route.decompress.
  app.addHook('onRoute', (route) => {
    route.decompress = false;
  });
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    // The plugin's own negotiation, headers and settings, with these one-shot compressors
    // (its buffered answers go through them).
    zlib: {
      ...zlib,
      brotliCompressSync: oncePerSharedAnswer(zlib.brotliCompressSync),
      gzipSync: oncePerSharedAnswer(zlib.gzipSync),
    },
  });
}
