import type { Translate } from '../messages';

/** A translate function that shows the key and its options, so tests see what was asked. */
export const fakeT: Translate = (key, options) =>
  options ? `${key} ${JSON.stringify(options)}` : key;
