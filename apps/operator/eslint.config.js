import { appBoundaries } from '@platform/eslint-config/boundaries';
import react from '@platform/eslint-config/react';
import tanstack from '@platform/eslint-config/tanstack';

export default [...react, ...tanstack, ...appBoundaries(import.meta.dirname)];
