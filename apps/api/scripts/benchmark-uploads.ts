// `pnpm --filter @platform/api benchmark:uploads`: what decoding an upload costs (the path of
// feedback images, withdrawal proofs and avatars, src/domain/media/uploaded-image.ts), in this
// process with the server's settings: a photo at the pixel limit, a phone photo of noise near
// 5 MB, a screenshot-sized PNG of noise near 4 MB, an avatar, and a pixel bomb (refused from
// its header). Each three times; prints the median time and the peak memory of the process,
// which only decodes: the pictures are made beforehand by a child process.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { AppError } from '../src/domain/kernel';
import { decodeImage, MAX_IMAGE_PIXELS } from '../src/domain/media';

const say = (line: string) => process.stdout.write(`${line}\n`);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function bomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  ihdr[8] = 8;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(100_001))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const noise = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  });

const CASES: [string, number | undefined][] = [
  ['JPEG at the limit (40 MP, smooth)', undefined],
  ['JPEG 12 MP of noise', undefined],
  ['PNG 1,200 x 1,200 of noise', undefined],
  ['avatar: JPEG 12 MP to 512', 512],
  ['pixel bomb (100,000 x 100,000 declared)', undefined],
];

async function make(dir: string) {
  // A smooth picture at the limit: 7,302 x 5,476 = 39.99 megapixels.
  const side = Math.floor(Math.sqrt((MAX_IMAGE_PIXELS * 4) / 3));
  const height = Math.floor((side * 3) / 4);
  const photo = await noise(4000, 3000).jpeg({ quality: 75 }).toBuffer();
  const files = [
    await sharp({ create: { width: side, height, channels: 3, background: '#3366aa' } })
      .jpeg({ quality: 90 })
      .toBuffer(),
    photo,
    await noise(1200, 1200).png({ compressionLevel: 1 }).toBuffer(),
    photo,
    bomb(),
  ];
  files.forEach((bytes, i) => writeFileSync(path.join(dir, `${i}`), bytes));
}

if (process.argv[2] === 'make') {
  await make(process.argv[3]!);
  process.exit(0);
}
const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-uploads-'));
const made = spawnSync(
  process.execPath,
  [...process.execArgv, fileURLToPath(import.meta.url), 'make', dir],
  { stdio: 'inherit' },
);
if (made.status !== 0) process.exit(1);
const cases = CASES.map(
  ([label, fit], i) => [label, readFileSync(path.join(dir, `${i}`)), fit] as const,
);
rmSync(dir, { recursive: true, force: true });

const startRss = process.memoryUsage().rss / 1024 / 1024;
const invalid = (message: string) => new AppError(400, 'feedback.image.invalid', message);
say(`sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}`);
for (const [label, bytes, fitWithin] of cases) {
  const times: number[] = [];
  let outcome = '';
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    try {
      const out = await decodeImage(bytes, { name: 'x', invalid, fitWithin });
      outcome = `${out.width} x ${out.height}, ${(out.bytes.length / 1024).toFixed(0)} KB stored`;
    } catch (error) {
      outcome = error instanceof AppError ? `refused ${error.errorCode}` : String(error);
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  say(
    `${label}: ${(bytes.length / 1024).toFixed(0)} KB sent, median ${times[1]!.toFixed(0)} ms; ${outcome}`,
  );
}
say(
  `RSS ${startRss.toFixed(0)} MB before decoding, peak ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
);
