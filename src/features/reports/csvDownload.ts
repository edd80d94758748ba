/** Hands the file to the browser's download (an object URL on a Blob, released once the click has used it). */
export function downloadCsv(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
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
