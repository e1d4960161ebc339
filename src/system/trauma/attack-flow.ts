/**
 * The attack flow of rules/trauma.md §5.8 in Foundry: draw for the attacker, create the chat
 * card that records the inputs, and let the targets resist and the GM apply.
 */
import type { AttackRequest } from "./attack-request";

export async function performAttack(request: AttackRequest): Promise<void> {
  // Wired in the next commit: CardDraw, the chat card and the GM queries.
  throw new Error(`Fray | the attack flow is not wired yet (${request.item.name})`);
}
