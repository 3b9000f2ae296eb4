// The shell's lazy modules (the avatar and mobile menus, the install button, the update prompt) show
// messages the start-up's shell catalogue leaves out (src/build/claim-start-catalogs.ts splits it):
// they load that part with their code. Its own module, so boot.ts (which imports load-chunk.ts)
// does not pull in the translation runtime.
import { loadAreas } from '../i18n/t.ts';
import { loadChunk } from './load-chunk.ts';

/** A lazy shell module, with the shell messages that load after start-up (catalogs/split/<lang>.shell-later). */
export function loadLaterShellChunk<T>(load: () => Promise<T>): Promise<T> {
  return Promise.all([loadChunk(load), loadAreas(['shell-later'])]).then(([module]) => module);
}
