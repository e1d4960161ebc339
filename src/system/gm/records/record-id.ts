/**
 * A GM record's document id, derived from a key: a record's page is `key@tab` (record-book.ts:
 * each GM tab claims under its own id, and the first in the server's order wins), and ids that
 * name a world thing by key (a combat's Action Deck) are the same on every client. Two
 * independent 53-bit hashes give 16 base-62 characters (Foundry's id shape), so two different
 * keys colliding is not a practical concern. Pure.
 */
const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** cyrb53: a fast string hash with good spread; `seed` makes independent variants. */
function hash53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

function base62(value: number, length: number): string {
  let out = "";
  let rest = value;
  for (let i = 0; i < length; i++) {
    out += ALPHABET[rest % 62] ?? "0";
    rest = Math.floor(rest / 62);
  }
  return out;
}

export function recordIdFor(key: string): string {
  return base62(hash53(key, 1), 8) + base62(hash53(key, 2), 8);
}
