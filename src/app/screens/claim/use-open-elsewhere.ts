// Whether the claim wizard is open in another tab or window of this browser (issue #32: two tabs
// overwrote each other's draft without a word). Each open wizard holds or waits for one Web Lock;
// more than one holder or waiter means another tab. A BroadcastChannel tells the others to look
// again when a wizard opens or closes (a closing tab's lock goes a moment after its last message,
// so they look twice); a tab that crashed releases its lock by itself, and the others look again
// when they are shown.
import { useEffect, useState } from 'react';

const NAME = 'flightclaim:claim-wizard';

async function wizardsOpen(locks: LockManager): Promise<number> {
  const { held = [], pending = [] } = await locks.query();
  return [...held, ...pending].filter((lock) => lock.name === NAME).length;
}

export function useOpenElsewhere(): boolean {
  const [elsewhere, setElsewhere] = useState(false);
  useEffect(() => {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (!locks || typeof BroadcastChannel === 'undefined') return;
    let live = true;
    let release: () => void = () => {};
    const holding = new Promise<void>((resolve) => (release = resolve));
    const stopWaiting = new AbortController();
    const channel = new BroadcastChannel(NAME);
    const look = () =>
      void wizardsOpen(locks).then(
        (count) => live && setElsewhere(count > 1),
        () => {},
      );
    const lookOnShow = () => document.visibilityState === 'visible' && look();
    const tell = () => channel.postMessage('changed');
    const done = locks
      .request(NAME, { signal: stopWaiting.signal }, () => {
        tell();
        look();
        return holding;
      })
      .catch(() => {});
    channel.onmessage = () => {
      look();
      setTimeout(look, 500);
    };
    tell();
    look();
    document.addEventListener('visibilitychange', lookOnShow);
    window.addEventListener('pagehide', tell);
    return () => {
      live = false;
      stopWaiting.abort();
      release();
      document.removeEventListener('visibilitychange', lookOnShow);
      window.removeEventListener('pagehide', tell);
      // Once the lock is let go (or the wait given up), the others look again.
      void done.finally(() => {
        tell();
        channel.close();
      });
    };
  }, []);
  return elsewhere;
}
