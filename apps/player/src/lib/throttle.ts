/**
 * Lets a call through at most once per `ms`; calls inside the window are dropped (spec:
 * the favourite toggle is throttled to 1000 ms).
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
  now: () => number = Date.now,
) {
  let last = -Infinity;
  return (...args: A): boolean => {
    const t = now();
    if (t - last < ms) return false;
    last = t;
    fn(...args);
    return true;
  };
}
