/**
 * The screenshot check compares pixels, not bytes: the same image encoded differently is the
 * same, a changed pixel is not. Runs in Node on a committed screenshot.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { unzlibSync, zlibSync } from "fflate";
import { describe, expect, test } from "vitest";
import { decodePng, samePixels } from "./png";

const shot = readFileSync(join(import.meta.dirname, "../../docs/screenshots/tracker-light.png"));

/** The PNG with its image data as one IDAT, compressed anew (`edit` may change the raw bytes first). */
function reencoded(png: Uint8Array, edit: (raw: Uint8Array) => void = () => undefined): Uint8Array {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: { type: string; body: Uint8Array }[] = [];
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at);
    chunks.push({ type: String.fromCharCode(...png.subarray(at + 4, at + 8)), body: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  const idat = chunks.filter((c) => c.type === "IDAT");
  const raw = unzlibSync(Uint8Array.from(idat.flatMap((c) => [...c.body])));
  edit(raw);
  const body = zlibSync(raw, { level: 1 });
  const kept = chunks.filter((c) => c.type !== "IDAT");
  const parts = [...kept.slice(0, -1), { type: "IDAT", body }, ...kept.slice(-1)];
  const out: number[] = [...png.subarray(0, 8)];
  for (const p of parts) {
    const head = new Uint8Array(8);
    new DataView(head.buffer).setUint32(0, p.body.length);
    head.set([...p.type].map((c) => c.charCodeAt(0)), 4);
    // The CRC is not checked by the decoder: four zero bytes stand in for it.
    out.push(...head, ...p.body, 0, 0, 0, 0);
  }
  return Uint8Array.from(out);
}

describe("PNG pixels", () => {
  test("a screenshot decodes to its header's size", () => {
    const pixels = decodePng(shot);
    const header = new DataView(shot.buffer, shot.byteOffset);
    expect([pixels.width, pixels.height]).toEqual([header.getUint32(16), header.getUint32(20)]);
    expect(pixels.data.length).toBe(pixels.width * pixels.height * pixels.channels);
  });

  test("compressed differently: other bytes, the same pixels", () => {
    const other = reencoded(shot);
    expect(Buffer.compare(other, shot)).not.toBe(0);
    expect(samePixels(shot, other)).toBe(true);
  });

  test("one byte of one pixel changed: not the same", () => {
    // The second byte of the raw data is the first pixel's first channel of row 0.
    const other = reencoded(shot, (raw) => void (raw[1] = ((raw[1] ?? 0) + 1) & 0xff));
    expect(samePixels(shot, other)).toBe(false);
  });
});
