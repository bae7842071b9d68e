/** Hands text to the browser as a file to save: the progress file, the copies kept aside, a game record. */
export function downloadFile(text: string, name: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // Released once the browser has surely started the download; revoked at once, some browsers lose it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
