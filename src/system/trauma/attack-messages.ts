/**
 * Reading the trauma chat messages back. An attack card (`flags.fray.trauma.attack`) records the
 * attacker's draw; a resistance message (`flags.fray.trauma.resistance`) records one target's draw,
 * authored by whoever drew for that target. A message only counts when its author may act for
 * the actor it draws for (design.md "Trust model").
 */
import { mayActFor } from "../gm/actors";
import { type AttackCardState, type DrawPlay, validateAttackCard, validateDrawPlay } from "../../core/trauma";
import { traumaMessageFlag } from "./flags";

export interface ResistanceFlag {
  readonly attackMessageId: string;
  readonly targetIndex: number;
  readonly draw: DrawPlay;
}

export function attackCardOf(message: ChatMessage.Implementation): AttackCardState | null {
  const raw = traumaMessageFlag(message, "attack");
  if (raw === undefined) return null;
  try {
    return validateAttackCard(raw, `ChatMessage.${message.id}.flags.fray.trauma.attack`);
  } catch (error) {
    console.warn("Fray | ignoring a malformed attack card", message.id, error);
    return null;
  }
}

export function resistanceOf(message: ChatMessage.Implementation): ResistanceFlag | null {
  const raw = traumaMessageFlag(message, "resistance") as { attackMessageId?: unknown; targetIndex?: unknown; draw?: unknown } | undefined;
  if (!raw || typeof raw.attackMessageId !== "string" || typeof raw.targetIndex !== "number") return null;
  try {
    return { attackMessageId: raw.attackMessageId, targetIndex: raw.targetIndex, draw: validateDrawPlay(raw.draw, "resistance.draw") };
  } catch {
    return null;
  }
}

/**
 * The resistance draw that counts for a target: the one the active GM recorded on the attack
 * card, else the first valid one (later ones are ignored).
 */
export async function resistanceFor(attackMessageId: string, targetIndex: number, target: Actor.Implementation | null): Promise<{ message: ChatMessage.Implementation; draw: DrawPlay } | null> {
  const attack = game.messages.get(attackMessageId);
  const recorded = attack ? traumaMessageFlag(attack, "resisted")?.[String(targetIndex)] : undefined;
  const pinned = recorded ? game.messages.get(recorded) : undefined;
  const pinnedFlag = pinned ? resistanceOf(pinned) : null;
  if (pinned && pinnedFlag && mayActFor(pinned.author, target)) return { message: pinned, draw: pinnedFlag.draw };
  for (const message of game.messages) {
    const flag = resistanceOf(message);
    if (!flag || flag.attackMessageId !== attackMessageId || flag.targetIndex !== targetIndex) continue;
    if (mayActFor(message.author, target)) return { message, draw: flag.draw };
  }
  return null;
}
