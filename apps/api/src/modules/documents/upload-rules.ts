import { randomBytes } from 'node:crypto';

import { DOCUMENT_MESSAGES, UPLOAD_RULES } from '@studypilot/core';

export const ALLOWED_EXTENSIONS = UPLOAD_RULES.allowedExtensions;
export type AllowedExtension = (typeof ALLOWED_EXTENSIONS)[number];

export const UPLOAD_MESSAGES = {
  tooLarge: DOCUMENT_MESSAGES.tooLarge,
  badType: DOCUMENT_MESSAGES.badType,
  empty: 'The file is empty',
  noFile: "No file was sent: send one file in the multipart field 'file'",
} as const;

export const CONTENT_TYPES: Record<AllowedExtension, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  txt: 'text/plain; charset=utf-8',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/**
 * Spec: pending for pdf/pptx/docx, failed for doc, not_applicable for txt. A legacy .ppt is failed
 * like a .doc (issue 16 item 4; the spec's not_applicable showed it as 'Ready for test generation',
 * though nothing can be read from it): docs/decisions/501.
 */
export function initialStatus(ext: AllowedExtension): 'pending' | 'failed' | 'not_applicable' {
  if ((UPLOAD_RULES.extracted as readonly string[]).includes(ext)) return 'pending';
  if (ext === 'doc' || ext === 'ppt') return 'failed';
  return 'not_applicable';
}

export const MAX_FILE_NAME_LENGTH = 255;

/**
 * The name shown to the student: no path components, no control or bidi-override characters,
 * single spaces, at most 255 characters (the extension is kept when cutting). Never used in a path.
 */
export function sanitizeFileName(raw: string | undefined): string {
  let name = (raw ?? '').normalize('NFC');
  name = name.split(/[\\/]/).pop() ?? '';
  // C0/C1 controls, zero-width and bidi controls, BOM
  name = name.replace(/[\p{Cc}\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/gu, '');
  name = name.replace(/\s+/gu, ' ').trim();
  name = name.replace(/^\.+/, '').trim();
  if ([...name].length > MAX_FILE_NAME_LENGTH) {
    const chars = [...name];
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name =
      chars
        .slice(0, MAX_FILE_NAME_LENGTH - [...ext].length)
        .join('')
        .trimEnd() + ext;
  }
  return name;
}

export function extensionOfName(name: string): string {
  const i = name.lastIndexOf('.');
  return i <= 0 ? '' : name.slice(i + 1).toLowerCase();
}

export function isAllowedExtension(ext: string): ext is AllowedExtension {
  return (ALLOWED_EXTENSIONS as readonly string[]).includes(ext);
}

/** {userId}/{courseId}/{timestamp}-{random}.{ext}: nothing from the client's file name. */
export function storageKey(
  userId: string,
  courseId: string,
  ext: AllowedExtension,
  now = Date.now(),
): string {
  return `${userId}/${courseId}/${now}-${randomBytes(8).toString('hex')}.${ext}`;
}

/** `attachment` with an ASCII fallback and the exact name as RFC 5987 filename*. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7E]/g, '_').replace(/["\\%;]/g, '_') || 'document';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
