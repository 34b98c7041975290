// The template databases every test file starts from (built by global-setup.ts).
export type TemplateKind = 'migrated' | 'seeded';

/** On PostgreSQL: the template databases' names. */
export const TEMPLATE_DATABASES: Record<TemplateKind, string> = {
  migrated: 'api_template_migrated',
  seeded: 'api_template_seeded',
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** On PGlite: the files holding each template's data directory dump. */
    pgliteTemplates: Record<TemplateKind, string>;
  }
}
