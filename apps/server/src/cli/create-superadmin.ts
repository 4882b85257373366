/**
 * Creates the first superadmin in production:
 *   npm run create-superadmin -- --email owner@shop.ae --first Amal --last Saeed
 * Prints a one-time set-password link (valid 24 hours); no password ever passes through the shell.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../bootstrap';
import { migrate } from '../db/migrate';
import { createFirstSuperadmin } from '../services/accounts/create-first-superadmin';

const { values } = parseArgs({
  options: { email: { type: 'string' }, first: { type: 'string' }, last: { type: 'string' } },
});
if (!values.email || !values.first || !values.last) {
  console.error('Usage: npm run create-superadmin -- --email <email> --first <first name> --last <last name>');
  process.exit(2);
}
const config = loadConfig();
// The link's token is hashed with SESSION_SECRET (the same fallback as main.ts) and must match the server's.
if (!config.sessionSecret) {
  console.error("SESSION_SECRET must be set to the server's value: the set-password link is signed with it.");
  process.exit(2);
}
const database = await openDatabase(config).catch((error: Error) => {
  // A server running on the same PGlite folder holds it: refused with the reason, nothing written.
  console.error(error.message);
  process.exit(2);
});
try {
  await migrate(database);
  const link = await createFirstSuperadmin(database.db, config, {
    email: values.email,
    firstName: values.first,
    lastName: values.last,
  });
  console.log(`Superadmin ${values.email} created. Set the password within 24 hours at:\n  ${link}`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
