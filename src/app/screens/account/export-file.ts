/** 'flightclaim-export-2024-03-15.json' for today's date (local). */
export function exportFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `flightclaim-export-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

/** The typed confirmation of account deletion: exactly DELETE (any case, spaces trimmed). */
export function deleteConfirmed(typed: string): boolean {
  return typed.trim().toUpperCase() === 'DELETE';
}

/** Saves JSON as a file download in the browser. */
export function downloadJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
