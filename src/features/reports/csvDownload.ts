import { saveFile } from '../../lib/saveFile';

/** Hands the CSV text to the browser's download. */
export function downloadCsv(fileName: string, text: string) {
  saveFile(fileName, new Blob([text], { type: 'text/csv;charset=utf-8' }));
}
