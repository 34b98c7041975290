// The public surface of domain/shared: what the rest of the server may use.
export { createDevClock, systemClock, type Clock, type DevClock } from './clock';
export { categoryRank, GAME_CATEGORIES } from './categories';
export { AppError, badRequest, notFound, type ErrorCode } from './errors';
export { observe, observeJob, setObserver } from './observe';
