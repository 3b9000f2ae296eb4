/** The first letter of the first name (upper case), or null for the generic person icon. */
export function avatarInitial(user: { firstName: string }): string | null {
  const first = user.firstName.trim();
  if (!first) return null;
  // The first user-perceived letter, not half of a surrogate pair.
  const [letter] = Array.from(first);
  return letter!.toLocaleUpperCase('en-US');
}
