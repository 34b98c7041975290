import base from '@platform/eslint-config/base';

export default base;
