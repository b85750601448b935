/**
 * A process that opens the PGlite data directory given as its argument and keeps it open, as `npm start` does; it
 * prints "ready" once the database answers. The data-directory lock tests run it and kill it.
 */
import { openPglite } from '../src/db/database';

const database = await openPglite(process.argv[2]);
if (!(await database.ping())) throw new Error('la base de datos no responde');
process.stdout.write('ready\n');
setInterval(() => undefined, 60_000);
