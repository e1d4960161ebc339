/**
 * Before a resistance draw: which Perk Cards to play. Face cards go on the highest card once
 * the draw is known (src/core/trauma/perk-choice.ts). No perks in hand: no question.
 */
import { coreCardsOf } from "../../cards/card-identity";
import { cardImage } from "../../cards/card-data";
import { formatCard } from "../../../core/cards";
import { perkHandOf } from "../actor-state";
import type { PerkChoice } from "../attack-request";

/** The chosen perks, or null when the user closed the dialog (no draw). */
export async function choosePerks(actor: Actor.Implementation): Promise<PerkChoice[] | null> {
  const hand = coreCardsOf(perkHandOf(actor));
  if (hand.length === 0) return [];
  const esc = foundry.utils.escapeHTML;
  const rows = hand
    .map((c) => `<label class="fray-perk-choice"><input type="checkbox" name="perk" value="${esc(c.id)}"><img src="${esc(cardImage(c))}" alt="" width="32" height="45"> ${esc(formatCard(c, { symbols: true }))}</label>`)
    .join("");
  const chosen = await foundry.applications.api.DialogV2.wait({
    window: { title: game.i18n.format("FRAY.Trauma.Chat.ResistFor", { name: actor.name }) },
    content: `<p>${esc(game.i18n.localize("FRAY.Trauma.Chat.ChoosePerks"))}</p><div class="fray fray-perk-choices">${rows}</div>`,
    buttons: [
      {
        action: "draw",
        label: game.i18n.localize("FRAY.Trauma.Chat.Resist"),
        default: true,
        callback: (_event: PointerEvent | SubmitEvent, button: HTMLButtonElement): string[] =>
          [...(button.form?.querySelectorAll<HTMLInputElement>("input[name=perk]:checked") ?? [])].map((i) => i.value),
      },
    ],
    rejectClose: false,
  });
  return Array.isArray(chosen) ? chosen.map((cardId: string) => ({ cardId })) : null;
}
