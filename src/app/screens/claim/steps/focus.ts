// Focus for keyboard and screen reader users: after a refused Continue, the first field in error
// (its message is read with it); after a step change, the step's heading.

/** Focuses the first invalid field inside `container`, once React has rendered the errors. */
export function focusFirstInvalid(container: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const field = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
  });
}
