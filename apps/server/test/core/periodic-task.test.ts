import { describe, expect, it } from 'vitest';
import { startPeriodicTask } from '../../src/lib/periodic-task';

/** A task whose rounds the test ends one by one: `rounds` counts the rounds started. */
function controlledTask() {
  const ends: (() => void)[] = [];
  const state = { rounds: 0 };
  const task = () => {
    state.rounds += 1;
    return new Promise<void>((resolve) => ends.push(resolve));
  };
  const endRound = async () => {
    ends.shift()!();
    // Let the round's settlement (and the run it may start) happen.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { task, state, endRound };
}

describe('a periodic task kicked while it runs (the outbox worker)', () => {
  it('runs once more right after the running round, however many kicks came meanwhile', async () => {
    const { task, state, endRound } = controlledTask();
    const periodic = startPeriodicTask(task, 3_600_000, () => undefined);
    periodic.run();
    expect(state.rounds).toBe(1);
    // A message committed while the round runs: its kick must not wait for the next tick (an hour here).
    periodic.run();
    periodic.run();
    expect(state.rounds).toBe(1);
    await endRound();
    expect(state.rounds).toBe(2);
    await endRound();
    expect(state.rounds).toBe(2);
    const stopped = periodic.stop();
    await stopped;
  });

  it('stop() waits for the running round and the one asked for during it does not start', async () => {
    const { task, state, endRound } = controlledTask();
    const periodic = startPeriodicTask(task, 3_600_000, () => undefined);
    periodic.run();
    periodic.run();
    const stopped = periodic.stop();
    await endRound();
    await stopped;
    expect(state.rounds).toBe(1);
  });
});
