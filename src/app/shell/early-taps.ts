// A prerendered page is on screen long before the app has loaded on a slow first visit (issue #15
// M7): links work as plain links already, but a button does nothing until the app takes over. A
// tap on one is kept instead: the button shows that it is waiting (aria-busy, styled in
// shell.css), and once the app has taken over the page it is tapped again, on the same element
// (hydration keeps the prerendered elements). Only the last tap is kept. Part of the first script
// (boot.ts): kept tiny.
let pending: HTMLElement | null = null;

function keep(event: Event): void {
  const target = (event.target as Element | null)?.closest<HTMLElement>('#root button,#root [role=button]');
  if (!target) return;
  // Once React listens (hydration under way) it must not also get this tap: it is made once, later.
  event.stopPropagation();
  pending?.removeAttribute('aria-busy');
  pending = target;
  target.setAttribute('aria-busy', 'true');
}

/** Call once, as the page starts. */
export function captureEarlyTaps(): void {
  document.addEventListener('click', keep, true);
}

/**
 * Call once the app has taken over the page (its first commit): React handles taps from now on,
 * and the kept tap, if any, is made again. Taps during hydration are kept too (a tap React gets
 * on a part it has not hydrated yet can be lost).
 */
export function replayEarlyTap(): void {
  document.removeEventListener('click', keep, true);
  const tap = pending;
  pending = null;
  if (tap) tapWhenLive(tap, 100);
}

/**
 * React hydrates the route's part of the page after the root commits; a click on an element it
 * has not adopted yet would go nowhere. React marks each element it adopts with its props.
 */
function tapWhenLive(element: HTMLElement, tries: number): void {
  if (!element.isConnected) return;
  if (tries > 0 && !Object.keys(element).some((key) => key.startsWith('__reactProps$'))) {
    setTimeout(() => tapWhenLive(element, tries - 1), 50);
    return;
  }
  element.removeAttribute('aria-busy');
  element.click();
}
