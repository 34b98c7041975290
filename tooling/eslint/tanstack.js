// The TanStack Query and Router plugins' recommended rules, for the apps (query keys carry
// every dependency, options objects are stable, route properties come in the order the
// router infers types from).
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import { forScripts } from './logical-css.js';

export default forScripts([
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
]);
