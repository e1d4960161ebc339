/**
 * What a grapple, an escape or a throw did (docs/rules/banks.md §6.17), worded once for the
 * attack card and the CLI log: both hold the same fields (the card's GrappleOutcome, the log's
 * GrappleRecord). A throw that dealt damage is followed by the damage lines of whoever words it.
 */
import type { GrappleAction } from "../../core/banks";
import { type Text, text } from "../i18n";

export interface GrappleFacts {
  readonly kind: GrappleAction;
  readonly success: boolean;
  readonly entangled: boolean;
  readonly bank: number | null;
  readonly free: boolean;
  readonly ipLost: number;
  readonly code: string | null;
}

const G = "FRAY.Banks.Card.Grapple";

export function grappleLines(who: { readonly attacker: string; readonly target: string }, g: GrappleFacts): Text[] {
  switch (g.kind) {
    case "grapple":
      if (!g.success) return [text(`${G}.Failed`, who)];
      return [text(`${G}.Held`, { ...who, bank: g.bank ?? 0 }), text(g.entangled ? `${G}.Entangled` : `${G}.FreeHands`, who)];
    case "escapeGrapple":
      if (g.free) return [text(`${G}.Escaped`, who)];
      return [text(`${G}.Bank`, { ...who, bank: g.bank ?? 0 })];
    case "throwGrappledTarget":
      if (!g.success) return [text(`${G}.ThrowFailed`, who)];
      return [g.code === null ? text(`${G}.ThrownIp`, { ...who, ip: g.ipLost }) : text(`${G}.ThrownDamage`, { ...who, code: g.code })];
  }
}
