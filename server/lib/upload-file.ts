/**
 * Rules for uploaded medical-record files (issue 13 item 7), pure functions on the bytes, groundwork for
 * common/file/upload: the type is read from the content (magic bytes), never from the name or the declared MIME
 * type; images lose their location and camera metadata before they are stored.
 *
 * Metadata: `sharp` needs a prebuilt libvips binary downloaded at install time (not available offline), so JPEG and
 * PNG are cleaned here without re-encoding: JPEG APP1 (Exif with GPS and camera data, XMP), APP12, APP13
 * (IPTC / Photoshop) and COM segments are dropped, the image data (from SOS on) is kept byte for byte; PNG eXIf,
 * tEXt, zTXt, iTXt and tIME chunks are dropped. A file that does not parse is refused (null), not passed through.
 */

import { RECORD_FILE_MAX_BYTES } from '../../src/domain/records'

export type UploadKind = 'jpeg' | 'png' | 'pdf'

export const UPLOAD_MIME: Record<UploadKind, string> = { jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' }

/** largest accepted file (OWN: a phone photo of a report, or a lab PDF; the app's form checks the same figure) */
export const UPLOAD_MAX_BYTES = RECORD_FILE_MAX_BYTES

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** the kind of a file from its first bytes; null for anything else (a script named .jpg, HTML, an empty file) */
export function sniffUploadKind(buf: Uint8Array): UploadKind | null {
  if (buf.length >= 4 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg'
  if (buf.length >= 8 && PNG_SIGNATURE.every((b, i) => buf[i] === b)) return 'png'
  // '%PDF-' within the first 1024 bytes (the PDF specification allows leading bytes)
  const head = Buffer.from(buf.subarray(0, 1024)).toString('latin1')
  if (head.startsWith('%PDF-')) return 'pdf'
  return null
}

/** JPEG marker segments dropped: APP1 (Exif/XMP), APP12, APP13 (IPTC), COM */
const JPEG_DROP = new Set([0xe1, 0xec, 0xed, 0xfe])

/**
 * The JPEG without its metadata segments (see the file comment), or null when the markers before the image data
 * do not parse.
 */
export function stripJpegMetadata(buf: Uint8Array): Buffer | null {
  if (sniffUploadKind(buf) !== 'jpeg') return null
  const out: Uint8Array[] = [buf.subarray(0, 2)]
  let i = 2
  while (i < buf.length) {
    if (buf[i] !== 0xff) return null
    let m = i + 1
    while (m < buf.length && buf[m] === 0xff) m++ // fill bytes
    if (m >= buf.length) return null
    const marker = buf[m]
    // standalone markers (no length): TEM, RST0-7
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      out.push(buf.subarray(i, m + 1))
      i = m + 1
      continue
    }
    if (marker === 0xd9) {
      out.push(buf.subarray(i, m + 1))
      return Buffer.concat(out)
    }
    if (m + 2 >= buf.length) return null
    const len = (buf[m + 1] << 8) | buf[m + 2]
    if (len < 2 || m + 1 + len > buf.length) return null
    const end = m + 1 + len
    if (marker === 0xda) {
      // start of scan: the rest is image data (and any later markers inside it) — kept as is
      out.push(buf.subarray(i))
      return Buffer.concat(out)
    }
    if (!JPEG_DROP.has(marker)) out.push(buf.subarray(i, end))
    i = end
  }
  return null
}

const PNG_DROP = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME'])

/** The PNG without its text, time and Exif chunks, or null when the chunks do not parse. */
export function stripPngMetadata(buf: Uint8Array): Buffer | null {
  if (sniffUploadKind(buf) !== 'png') return null
  const out: Uint8Array[] = [buf.subarray(0, 8)]
  let i = 8
  while (i + 12 <= buf.length) {
    const len = ((buf[i] << 24) | (buf[i + 1] << 16) | (buf[i + 2] << 8) | buf[i + 3]) >>> 0
    const type = Buffer.from(buf.subarray(i + 4, i + 8)).toString('latin1')
    const end = i + 12 + len
    if (end > buf.length) return null
    if (!PNG_DROP.has(type)) out.push(buf.subarray(i, end))
    i = end
    if (type === 'IEND') return Buffer.concat(out)
  }
  return null
}

export type UploadCheck = { ok: true; kind: UploadKind; bytes: Buffer } | { ok: false; reason: 'empty' | 'tooLarge' | 'type' | 'corrupt' }

/**
 * An upload as it would be stored: size first (empty, over {@link UPLOAD_MAX_BYTES}), the kind from the content,
 * images stripped of their metadata (a corrupt image is refused), PDFs kept as they are.
 */
export function checkUpload(buf: Uint8Array, maxBytes = UPLOAD_MAX_BYTES): UploadCheck {
  if (buf.length === 0) return { ok: false, reason: 'empty' }
  if (buf.length > maxBytes) return { ok: false, reason: 'tooLarge' }
  const kind = sniffUploadKind(buf)
  if (!kind) return { ok: false, reason: 'type' }
  const bytes = kind === 'jpeg' ? stripJpegMetadata(buf) : kind === 'png' ? stripPngMetadata(buf) : Buffer.from(buf)
  return bytes ? { ok: true, kind, bytes } : { ok: false, reason: 'corrupt' }
}
