// Saving bytes fetched with the bearer token (a PDF of the server's, a claim's document) as a file:
// a plain link could not carry the token, and a saved file is never rendered on the app's origin.
export function saveAs(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
