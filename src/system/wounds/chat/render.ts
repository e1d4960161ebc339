/**
 * The wounds attack card renders from its recorded faces every time (the outcome is recomputed
 * against each target as it is now, or read from the GM's Apply), with the buttons this viewer
 * may use. Soak is offered to the right person only: the target's owning player if one is
 * active, else the GM (issue 13: Soak cards players never see).
 */
import { actorFromUuid } from "../../gm/actors";
import { type Injury, validateInjury } from "../../../core/wounds";
import { wordView } from "../../i18n";
import { attackCardOf } from "../attack/attack-card";
import { type AttackTargetInput, attackCardView } from "../attack/attack-view";
import { woundsMessageFlag } from "../flags";
import { woundsStateOf } from "../actor-state";
import { resolveHit, soakMessageFor } from "../gm/apply";
import { renderBennyCard } from "../bennies/render";
import { renderHealCard } from "../healing/render";
import { decorateTraitRoll } from "../bennies/reroll";
import { gmPoolOf, playerOwned } from "../bennies/gm-pool";
import { bennyPayer } from "../bennies/payer";

const ATTACK_TEMPLATE = "systems/fray/templates/wounds/chat/attack.hbs";

/** Who is asked to Soak for this target: its owning player if one is active, else the active GM. */
export function soakAskedOf(target: Actor.Implementation): User.Implementation | null {
  const player = game.users.find((u) => u.active && !u.isGM && target.testUserPermission(u, "OWNER"));
  return player ?? game.users.activeGM ?? null;
}

/** A Wild Card with a Benny left (its own, or for a GM's NPC the GM's pool) may Soak; the GM checks again on Apply. */
function maySoak(target: Actor.Implementation): boolean {
  try {
    const state = woundsStateOf(target);
    return state.isWildCard && bennyPayer({ bennies: state.bennies, playerOwned: playerOwned(target), pool: game.user.isGM ? gmPoolOf() : 0 }) !== null;
  } catch {
    return false;
  }
}

/** The GM's injury flag read back: shown only if the core accepts it as an injury. */
function injuryOf(raw: unknown): Injury | null {
  if (raw === null || raw === undefined) return null;
  try {
    return validateInjury(raw, "injury");
  } catch {
    return null;
  }
}

export async function renderWoundsCard(message: ChatMessage.Implementation, content: HTMLElement): Promise<boolean> {
  const card = attackCardOf(message);
  if (!card) return (await renderBennyCard(message, content)) || (await renderHealCard(message, content)) || decorateTraitRoll(message, content);
  const applied = woundsMessageFlag(message, "applied") ?? {};
  const incapacitation = woundsMessageFlag(message, "incapacitation") ?? {};
  const injuries = woundsMessageFlag(message, "injury") ?? {};
  const mayApply = game.user.isGM || message.isAuthor;
  const targets = await Promise.all(
    card.targets.map(async (ref, i): Promise<AttackTargetInput> => {
      const target = await actorFromUuid(ref.actorUuid);
      const outcome = incapacitation[String(i)] ?? null;
      const injury = injuryOf(injuries[String(i)]);
      const none = { name: ref.name, hit: null, applied: applied[String(i)] ?? null, soaked: false, incapacitation: outcome, injury, can: { soak: false, apply: false, undo: false, incapacitation: false } };
      if (!target) return none;
      let hit = null;
      try {
        hit = resolveHit(card, target);
      } catch (error) {
        console.debug("Fray | wounds attack card target unavailable", error);
      }
      const soaked = soakMessageFor(message.id ?? "", i, target) !== null;
      const asked = soakAskedOf(target);
      return { ...none, hit, soaked, can: { soak: asked?.isSelf === true && maySoak(target), apply: mayApply, undo: mayApply, incapacitation: asked?.isSelf === true } };
    }),
  );
  const view = attackCardView(card, targets);
  content.innerHTML = await foundry.applications.handlebars.renderTemplate(ATTACK_TEMPLATE, { messageId: message.id, view: wordView(view) });
  return true;
}
