import type { Config } from '../config';
import { openDatabase } from '../bootstrap';
import type { Database } from '../db/client';

/**
 * Opens the database of the settings for a command (PostgreSQL, or the data folder, locked for this
 * process); when it cannot be opened, prints `explain(error)` and exits 2, having changed nothing.
 */
export function openForCommand(
  config: Config,
  explain: (error: Error) => string = (e) => e.message,
): Promise<Database> {
  return openDatabase(config, () => undefined).catch((error: Error) => {
    console.error(explain(error));
    process.exit(2);
  });
}

/** 1536 -> "1.5 KB". */
export function describeSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
