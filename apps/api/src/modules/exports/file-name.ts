/** Content-Disposition for a downloaded export: a readable UTF-8 name (Hebrew too) with an ASCII fallback. */

const UNSAFE = /[\x00-\x1F\x7F"*/:<>?\\|\u202A-\u202E\u2066-\u2069]/g;

/** A file name without path separators, reserved or control characters, at most 120 characters. */
export function safeFileName(name: string, extension: string): string {
  const base = name.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').slice(0, 120).trim();
  return `${base || 'studypilot-export'}.${extension}`;
}

const rfc5987 = (s: string) =>
  encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function contentDisposition(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const ext = dot > 0 ? fileName.slice(dot + 1) : '';
  const asciiBase = (dot > 0 ? fileName.slice(0, dot) : fileName)
    .normalize('NFKD')
    .replace(/[^\x20-\x7E]/g, '')
    .replace(/[%;"\\]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.-]+|[\s-]+$/g, '');
  const ascii = `${asciiBase || 'studypilot-export'}${ext ? `.${ext}` : ''}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileName)}`;
}
