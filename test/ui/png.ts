/**
 * The pixels of a PNG as Chromium writes its screenshots (8-bit, not interlaced, grey, RGB or
 * RGBA), for the screenshot check: two images are the same when their pixels are, whatever
 * the encoder made of them. fflate inflates; the rest is the PNG filters (RFC 2083 §6).
 */
import { unzlibSync } from "fflate";

export interface Pixels {
  readonly width: number;
  readonly height: number;
  /** Bytes per pixel. */
  readonly channels: number;
  readonly data: Uint8Array;
}

const CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 4: 2, 6: 4 };

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

export function decodePng(file: Uint8Array): Pixels {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Uint8Array[] = [];
  for (let at = 8; at < file.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...file.subarray(at + 4, at + 8));
    const body = file.subarray(at + 8, at + 8 + length);
    if (type === "IHDR") {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      const [depth, colour, , , interlace] = body.subarray(8, 13);
      channels = CHANNELS[colour ?? -1] ?? 0;
      if (depth !== 8 || channels === 0 || interlace !== 0) throw new Error(`unsupported PNG: depth ${depth}, colour type ${colour}, interlace ${interlace}`);
    } else if (type === "IDAT") idat.push(body);
    at += 12 + length;
  }
  const packed = new Uint8Array(idat.reduce((n, c) => n + c.length, 0));
  idat.reduce((offset, chunk) => (packed.set(chunk, offset), offset + chunk.length), 0);
  const raw = unzlibSync(packed);
  const stride = width * channels;
  const data = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? (data[row + x - channels] ?? 0) : 0;
      const b = y > 0 ? (data[row - stride + x] ?? 0) : 0;
      const c = x >= channels && y > 0 ? (data[row - stride + x - channels] ?? 0) : 0;
      const predictor = filter === 1 ? a : filter === 2 ? b : filter === 3 ? (a + b) >> 1 : filter === 4 ? paeth(a, b, c) : 0;
      data[row + x] = ((line[x] ?? 0) + predictor) & 0xff;
    }
  }
  return { width, height, channels, data };
}

/** Whether two PNGs show the same pixels (same size, same bytes per pixel, same values). */
export function samePixels(a: Uint8Array, b: Uint8Array): boolean {
  if (Buffer.compare(a, b) === 0) return true;
  const pa = decodePng(a);
  const pb = decodePng(b);
  return pa.width === pb.width && pa.height === pb.height && pa.channels === pb.channels && Buffer.compare(pa.data, pb.data) === 0;
}
