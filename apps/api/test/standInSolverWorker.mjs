// A stand-in worker for the solver pool's tests. 'hold' keeps its thread for `milliseconds` while counting, in a
// shared buffer, the solves running at once (index 0) and the most ever seen (index 1); 'spin' keeps its thread's
// CPU busy, as a long solve does.
export default function solve({ solver, input }) {
  if (solver === 'spin') {
    const end = Date.now() + input.milliseconds;
    while (Date.now() < end) {
      // busy, like a solve that takes too long
    }
    return 'spun';
  }
  const running = new Int32Array(input.counters);
  const now = Atomics.add(running, 0, 1) + 1;
  for (let most = Atomics.load(running, 1); now > most;) {
    const seen = Atomics.compareExchange(running, 1, most, now);
    if (seen === most) break;
    most = seen;
  }
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, input.milliseconds);
  Atomics.sub(running, 0, 1);
  return now;
}
