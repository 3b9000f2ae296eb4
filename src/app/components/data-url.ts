/** A blob (a signature's PNG) as a data: URL, for an <img> in printed HTML or a JSON body. */
export function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The signature could not be read'));
    reader.readAsDataURL(blob);
  });
}
