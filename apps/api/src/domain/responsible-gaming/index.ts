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
export {
  enforcePlayLimits,
  playLimitsOf,
  type PlayLimitsInput,
  setPlayLimits,
} from './play-limits';
export { activePlayBreak, refuseSignInOnBreak, startPlayBreak } from './play-breaks';
export { realityCheckOf, setRealityCheck } from './reality-check';
