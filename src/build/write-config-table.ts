// Writes the configuration table of src/server/README.md from the configuration rows, so the docs
// show the defaults and ranges the server uses. Run: `npm run docs:config`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withConfigTable } from '../server/config-variables.ts';

const readme = fileURLToPath(new URL('../server/README.md', import.meta.url));
writeFileSync(readme, withConfigTable(readFileSync(readme, 'utf8')));
console.log(`Wrote the configuration table of ${readme}`);
