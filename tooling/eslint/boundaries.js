// One-way imports inside an app: packages -> src/lib, src/components -> src/features -> src/routes.
// A feature never imports another feature. Routes files are exempt from kebab-case because
// TanStack Router gives names meaning (__root.tsx, $id.tsx, -private folders).
import fs from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';

/** @param {string} appDir absolute path of the app */
export function appBoundaries(appDir) {
  const featuresDir = path.join(appDir, 'src/features');
  const features = fs.existsSync(featuresDir)
    ? fs
        .readdirSync(featuresDir)
        .filter((f) => fs.statSync(path.join(featuresDir, f)).isDirectory())
    : [];
  const zones = [
    { target: './src/lib', from: ['./src/components', './src/features', './src/routes'] },
    { target: './src/components', from: ['./src/features', './src/routes'] },
    { target: './src/features', from: ['./src/routes'] },
    ...features.map((name) => ({
      target: `./src/features/${name}`,
      from: './src/features',
      except: [`./${name}`],
      message: 'A feature never imports another feature; compose them in a route.',
    })),
  ];
  return [
    {
      files: ['src/**/*.{ts,tsx}'],
      plugins: { 'import-x': importX },
      settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
      rules: { 'import-x/no-restricted-paths': ['error', { basePath: appDir, zones }] },
    },
    {
      files: ['src/routes/**/*.{ts,tsx}'],
      rules: { 'check-file/filename-naming-convention': 'off' },
    },
  ];
}
