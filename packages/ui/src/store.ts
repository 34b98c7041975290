// Small client state without React components, for packages whose root has none (auth).
export { createStore, useStore } from './store/store';
export type { Store } from './store/store';
