/** Hands `value` to the browser as a JSON file to save under `fileName`, as a link with `download` would. */
export function saveJsonFile(fileName: string, value: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After this task: the browser starts reading the file from the URL when the click is handled.
  setTimeout(() => URL.revokeObjectURL(url));
}
