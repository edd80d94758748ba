/**
 * Hands a file made in the page to the browser's download (an object URL on a Blob, released once the click has
 * used it). The API's files come through the one axios client with the session's headers, so a plain link to
 * them cannot work: the page fetches, then saves.
 */
export function saveFile(fileName: string, data: Blob) {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: release it on the next turn, not at once.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The file name a Content-Disposition header gives ('attachment; filename="x.zip"'), or the fallback. */
export function attachmentName(header: unknown, fallback: string): string {
  const match = typeof header === 'string' ? /filename="?([^";]+)"?/i.exec(header) : null;
  return match?.[1] ?? fallback;
}
