import { appBoundaries } from '@platform/eslint-config/boundaries';
import react from '@platform/eslint-config/react';

export default [...react, ...appBoundaries(import.meta.dirname)];
