/** The outbox's retry schedule, shared by email and WhatsApp. */

/** Seconds to wait before the next try after `attempts` failures: 5 s, 10 s, 20 s ... capped at one hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 5 * 2 ** Math.max(0, attempts - 1));
}

/** A mail server may be down for a long weekend night: an email is tried for at least this long. */
export const KEEP_TRYING_HOURS = 24;

/** The attempts that fit: the waits between the first and the last add up to KEEP_TRYING_HOURS or more. */
export const MAX_ATTEMPTS = (() => {
  let waited = 0;
  let attempts = 1;
  while (waited < KEEP_TRYING_HOURS * 3600) waited += backoffSeconds(attempts++);
  return attempts;
})();
