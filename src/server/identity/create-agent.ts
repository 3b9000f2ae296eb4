// Creates a claims agent (role claims-agent): the only way to get one besides editing the
// database; self-registration always makes passengers. Stop the server first when it runs on
// PGlite (the DATA_DIR lock refuses otherwise).
//
//   FLIGHTCLAIM_AGENT_PASSWORD='…' node src/server/identity/create-agent.ts agent@example.com Ann Agent
import { loadConfig } from '../config.ts';
import { acquireDataDirLock } from '../data-dir-lock.ts';
import { openDatabase } from '../db/database.ts';
import { isValidEmail, MIN_PASSWORD_LENGTH } from '../../domain/claim/validation.ts';
import { createUser, EmailTakenError } from './users.ts';

const [email, firstName, lastName] = process.argv.slice(2);
const password = process.env.FLIGHTCLAIM_AGENT_PASSWORD ?? '';
if (!email || !firstName || !lastName || !isValidEmail(email) || password.length < MIN_PASSWORD_LENGTH) {
  console.error('Usage: FLIGHTCLAIM_AGENT_PASSWORD=<8+ characters> node src/server/identity/create-agent.ts <email> <first name> <last name>');
  process.exit(2);
}

const config = loadConfig();
const lock = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
const database = await openDatabase(config);
try {
  const user = await createUser(database.db, { email, password, firstName, lastName, role: 'claims-agent', emailVerified: true });
  console.log(`Created claims agent ${user.id}`);
} catch (error) {
  console.error(error instanceof EmailTakenError ? 'That e-mail already has an account.' : error);
  process.exitCode = 1;
} finally {
  await database.close();
  lock?.release();
}
