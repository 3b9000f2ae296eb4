// Saving bytes fetched with the bearer token (a PDF of the server's) as a file: a plain link
// could not carry the token, so the blob gets a short-lived URL and a click.
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
