// Every environment variable the server reads (name, default, one-line description), listed once:
// the README's configuration table and `--help` are written from it (config.ts reads the values).
// The rows are data: config-variables.json here, limit-variables.json and notify/notify-variables.json
// next to the code that reads those variables.
import SERVER_VARIABLES from './config-variables.json' with { type: 'json' };
import { LIMIT_VARIABLES } from './limits.ts';
import { NOTIFY_VARIABLES } from './notify/config.ts';
import { PAYOUT_VARIABLES } from './payout-config.ts';

export interface ConfigVariable {
  name: string;
  default: string;
  description: string;
}

/** Every environment variable the server reads, for the README and `--help`. */
export const CONFIG_VARIABLES: readonly ConfigVariable[] = [...SERVER_VARIABLES, ...LIMIT_VARIABLES, ...PAYOUT_VARIABLES, ...NOTIFY_VARIABLES];
