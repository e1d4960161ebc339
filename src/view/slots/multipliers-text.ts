/**
 * Weakness and resistance as one line of text on the sheet ("freezing ×2, divine ×3"), read
 * back into `{ type: n }`. Pure. Unreadable parts are dropped rather than stored, since the
 * schema would refuse the whole update for one of them.
 */
const PART = /^([a-z][a-z-]{0,31})\s*[x×:*]?\s*(\d{1,2})$/;

export function multipliersText(record: Readonly<Record<string, number>>): string {
  return Object.entries(record)
    .map(([type, n]) => `${type} ×${n}`)
    .join(", ");
}

export function parseMultipliers(typed: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const raw of typed.split(",")) {
    const m = PART.exec(raw.trim().toLowerCase());
    if (m === null) continue;
    const n = Number(m[2]);
    if (n >= 1 && n <= 10) out[m[1] as string] = n;
  }
  return out;
}
