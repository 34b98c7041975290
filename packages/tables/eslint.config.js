import react from '@platform/eslint-config/react';

export default react;
