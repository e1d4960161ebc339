import { type TraumaActor, defaultTraumaActor } from "../../../src/core/trauma";

/** A Lead (Generic Human, Max Vim 8) with the given Life Support; the rest of the Vim is Clot. */
export function traumaState(options: { lifeSupport?: number; clotDeficit?: number; will?: number; unconscious?: boolean; dead?: boolean } = {}): TraumaActor {
  const s = defaultTraumaActor({ isLead: true, maxVim: 8, abilities: options.will === undefined ? {} : { will: options.will } });
  const lifeSupport = options.lifeSupport ?? 8;
  return {
    ...s,
    vim: { ...s.vim, lifeSupport, clot: 8 - lifeSupport },
    clotDeficit: options.clotDeficit ?? 0,
    status: { unconscious: options.unconscious ?? false, dead: options.dead ?? false },
  };
}
