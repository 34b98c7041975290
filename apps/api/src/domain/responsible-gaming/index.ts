// The public surface of domain/responsible-gaming: what the rest of the server may use.
export {
  COOLING_OFF_MS,
  leftOf,
  limitWire,
  type Period,
  PERIODS,
  periodStart,
  readLimits,
  writeLimits,
} from './limits';
export { enforcePlayLimits, playLimitsOf, setPlayLimits } from './play-limits';
export { refuseSignInOnBreak, startPlayBreak } from './play-breaks';
export { realityCheckOf, setRealityCheck } from './reality-check';
