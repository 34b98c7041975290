export { systemKeys, systemQueries } from './system';
