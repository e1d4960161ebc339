/**
 * What slots chat messages carry under `flags.fray.slots`: the attack card (its author's to
 * edit, so the GM re-checks it against the frozen record before applying anything).
 */
export interface SlotsMessageFlags {
  attack?: unknown;
}
