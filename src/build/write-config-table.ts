// Writes the configuration table of src/server/README.md from the configuration rows, so the docs
// show the defaults and ranges the server uses, formatted as `npm run format` would. Run:
// `npm run docs:config`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { withConfigTable } from '../server/config-variables.ts';

const readme = fileURLToPath(new URL('../server/README.md', import.meta.url));
const options = await prettier.resolveConfig(readme);
writeFileSync(readme, await prettier.format(withConfigTable(readFileSync(readme, 'utf8')), { ...options, filepath: readme }));
console.log(`Wrote the configuration table of ${readme}`);
