/**
 * What the active GM's handlers share: a refusal the asking client can show, and a lock per key
 * so that two requests for the same card arriving together cannot both pass the ledger check
 * before either writes (design.md "Trust model").
 */
export interface GmActionResult {
  readonly ok: boolean;
  readonly message: string;
}

export const refuse = (message: string): GmActionResult => ({ ok: false, message });

const inFlight = new Set<string>();

export async function exclusively(key: string, run: () => Promise<GmActionResult>): Promise<GmActionResult> {
  if (inFlight.has(key)) return refuse("FRAY.Common.Chat.Error.Busy");
  inFlight.add(key);
  try {
    return await run();
  } finally {
    inFlight.delete(key);
  }
}
