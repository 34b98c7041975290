import base from '@platform/eslint-config/base';
import globals from 'globals';

export default [
  ...base,
  {
    // The demo game pages' scripts run in the browser as classic scripts.
    files: ['demo-games/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
];
