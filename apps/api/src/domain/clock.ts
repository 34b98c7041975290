/** Epoch milliseconds. Injected so tests can move time (captcha expiry, rate-limit windows). */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
