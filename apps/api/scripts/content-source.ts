// Writes src/seed/data/content/EN.json: every text of the demo merchant's content by its id,
// the source each content/<CODE>.json translates. Run after changing the seed's EN texts:
//   cd apps/api && npx tsx scripts/content-source.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contentSource } from '../src/seed/data/content/source';

const file = fileURLToPath(new URL('../src/seed/data/content/EN.json', import.meta.url));
writeFileSync(file, `${JSON.stringify(contentSource(), null, 2)}\n`);
console.log(`wrote ${Object.keys(contentSource()).length} texts to ${file}`);
