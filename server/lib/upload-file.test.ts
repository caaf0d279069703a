/**
 * Upload rules on the bytes (server/lib/upload-file.ts): the kind from the magic bytes whatever the name, size caps,
 * JPEG / PNG metadata removed with the image data untouched, corrupt images refused.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { checkUpload, sniffUploadKind, stripJpegMetadata, stripPngMetadata, UPLOAD_MAX_BYTES } from './upload-file'

const seg = (marker: number, payload: string | Buffer) => {
  const p = typeof payload === 'string' ? Buffer.from(payload, 'latin1') : payload
  return Buffer.concat([Buffer.from([0xff, marker, (p.length + 2) >> 8, (p.length + 2) & 0xff]), p])
}
const SCAN = Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd0, 0x78]) // entropy data with a stuffed byte and RST0
function jpeg(extra: Buffer[] = []): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    seg(0xe0, 'JFIF\0\x01\x01\0\0\x01\0\x01\0\0'),
    ...extra,
    seg(0xdb, Buffer.alloc(65, 1)), // DQT
    seg(0xda, Buffer.from([1, 1, 0, 0, 63, 0])), // SOS
    SCAN,
    Buffer.from([0xff, 0xd9]),
  ])
}
const EXIF = seg(0xe1, 'Exif\0\0MM\0*GPSLatitude 31.2304N GPSLongitude 121.4737E Model iPhone 15')
const XMP = seg(0xe1, 'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>CreatorTool</x:xmpmeta>')
const IPTC = seg(0xed, 'Photoshop 3.0\x008BIM city=Shanghai')
const COMMENT = seg(0xfe, 'taken at home')
const ICC = seg(0xe2, 'ICC_PROFILE\0\x01\x01profile')

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  return Buffer.concat([len, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]) // CRC not checked here
}
function png(extra: Buffer[] = []): Buffer {
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0])
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...extra,
    chunk('IDAT', zlib.deflateSync(Buffer.from([0, 255, 0, 0, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

describe('sniffUploadKind: the content decides, never the name', () => {
  test.each([
    ['a JPEG', jpeg(), 'jpeg'],
    ['a PNG', png(), 'png'],
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj', 'latin1'), 'pdf'],
    ['a shell script named report.jpg', Buffer.from('#!/bin/sh\nrm -rf /\n'), null],
    ['HTML with a script named scan.png', Buffer.from('<html><script>alert(1)</script>'), null],
    ['an SVG (can carry script)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'), null],
    ['a GIF (not accepted)', Buffer.from('GIF89a\x01\0\x01\0', 'latin1'), null],
    ['a JPEG start only', Buffer.from([0xff, 0xd8]), null],
    ['empty', Buffer.alloc(0), null],
  ])('%s', (_, buf, kind) => expect(sniffUploadKind(buf)).toBe(kind))
})

describe('stripJpegMetadata', () => {
  test('drops Exif (GPS, camera), XMP, IPTC and comments; keeps JFIF, ICC, tables and the image data byte for byte', () => {
    const src = jpeg([EXIF, XMP, ICC, IPTC, COMMENT])
    const out = stripJpegMetadata(src)!
    expect(out).toEqual(jpeg([ICC]))
    const text = out.toString('latin1')
    for (const s of ['GPS', 'iPhone', 'xmpmeta', '8BIM', 'taken at home']) expect(text).not.toContain(s)
    expect(out.subarray(out.length - SCAN.length - 2)).toEqual(Buffer.concat([SCAN, Buffer.from([0xff, 0xd9])]))
  })
  test('a file without metadata is unchanged', () => expect(stripJpegMetadata(jpeg())).toEqual(jpeg()))
  test.each([
    ['a segment longer than the file', Buffer.concat([Buffer.from([0xff, 0xd8]), Buffer.from([0xff, 0xe1, 0x7f, 0xff, 1, 2])])],
    ['garbage after SOI', Buffer.from([0xff, 0xd8, 0x00, 0x11, 0x22])],
    ['no image data', Buffer.concat([Buffer.from([0xff, 0xd8]), EXIF])],
  ])('%s → null (refused)', (_, buf) => expect(stripJpegMetadata(buf)).toBeNull())
  test('the seed photos (real JPEGs) keep every byte from the scan on', () => {
    for (const f of ['video-1.jpg', 'video-2.jpg']) {
      const buf = fs.readFileSync(path.join(__dirname, '..', 'assets', 'content', f))
      const out = stripJpegMetadata(buf)!
      expect(out).not.toBeNull()
      const sos = (b: Buffer) => b.subarray(b.indexOf(Buffer.from([0xff, 0xda])))
      expect(sos(out).equals(sos(buf))).toBe(true)
      expect(out.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false)
    }
  })
})

describe('stripPngMetadata', () => {
  test('drops text, time and Exif chunks; keeps the image chunks', () => {
    const src = png([
      chunk('tEXt', Buffer.from('GPS\0 31.2N 121.4E')),
      chunk('eXIf', Buffer.from('MM\0*camera')),
      chunk('tIME', Buffer.alloc(7)),
    ])
    expect(stripPngMetadata(src)).toEqual(png())
  })
  test('a truncated PNG is refused', () => expect(stripPngMetadata(png().subarray(0, 30))).toBeNull())
})

describe('checkUpload', () => {
  test.each([
    ['empty', Buffer.alloc(0), 'empty'],
    ['one byte over the cap', Buffer.concat([jpeg(), Buffer.alloc(UPLOAD_MAX_BYTES)]), 'tooLarge'],
    ['a script disguised as an image', Buffer.from('<?php system($_GET["c"]); ?>'), 'type'],
    ['a corrupt JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff]), 'corrupt'],
  ])('%s is refused', (_, buf, reason) => expect(checkUpload(buf)).toEqual({ ok: false, reason }))
  test('a JPEG with GPS is accepted without it; a PDF as it is', () => {
    const j = checkUpload(jpeg([EXIF]))
    expect(j).toEqual({ ok: true, kind: 'jpeg', bytes: jpeg() })
    const pdf = Buffer.from('%PDF-1.4\n...%%EOF')
    expect(checkUpload(pdf)).toEqual({ ok: true, kind: 'pdf', bytes: pdf })
  })
})
