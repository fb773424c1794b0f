// A clock that stands still until a test moves it (see server/src/clock.ts), so an expiry or a
// retry delay is passed exactly, not slept through.
import type { Clock } from '../../server/src/clock.js';

export type TestClock = Clock & {
  /** Moves the time forward by `ms`. */
  advance(ms: number): void;
};

/**
 * Starts at the next whole second after the real time: the session store keeps its expiry in whole
 * seconds, and rows the database dates with its own now() are then never later than this clock.
 */
export function createTestClock(start = Math.ceil(Date.now() / 1000) * 1000): TestClock {
  let time = start;
  return {
    now: () => time,
    advance(ms) {
      time += ms;
    },
  };
}
