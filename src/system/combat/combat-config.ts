/**
 * Fray's Combat for fvtt-types: its document class (so Combat.Implementation and the combats
 * Foundry's collections hand out are FrayCombat)
 * and the automation ledger in its flags (automation-ledger.ts), so
 * `combat.update({ flags: { fray: { automation } } })` compiles. Declared here, not in
 * fvtt-config.ts, because the combat automation is the only user of both.
 */
import type { FrayCombat } from "../documents/combat";

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Combat: typeof FrayCombat;
  }

  interface ConfiguredCombat<SubType extends Combat.SubType> {
    document: FrayCombat<SubType>;
  }

  interface FlagConfig {
    Combat: {
      fray?: {
        automation?: {
          // Optional: an update may write one of them (the encounter) and leave the others.
          done?: readonly string[];
          pending?: readonly string[];
          resolved?: readonly string[];
          /** The ruleset's combat-level state (null until a phase writes it). */
          encounter?: unknown;
        };
      };
    };
  }
}

export {};
