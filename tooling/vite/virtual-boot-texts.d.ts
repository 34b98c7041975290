// The module the boot-texts plugin (boot-texts.js) serves; apps list this file in `types`.
declare module 'virtual:boot-texts' {
  import type { BootTexts } from '@platform/i18n';

  /** The namespaces a first visit loads (the app's `bootNamespaces`). */
  export const namespaces: BootTexts['namespaces'];
  /** Per language code: loads the one chunk holding that language's boot namespaces. */
  export const bundles: BootTexts['bundles'];
}
