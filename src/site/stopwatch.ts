/** A clock for a build's steps: each call gives the milliseconds since the last (or since it was made). */
export function stopwatch(): () => number {
  let last = performance.now();
  return () => {
    const now = performance.now();
    const elapsed = Math.round(now - last);
    last = now;
    return elapsed;
  };
}
