/**
 * The Stay action (docs/rules/slots.md §5.3, §7): the owner of a character whose group has not
 * begun in the first Full Round places it later, from its row in the tracker. The change is the
 * combat's (players may not write its flags), so the request goes to the active GM as a message
 * whose author the server stamps; the GM re-checks the rule (core/slots/stay-rule.ts), rewrites
 * the cycle in the combat's ledger and the character's initiative (so every client re-sorts the
 * turns), once per character (a GM record), under the combat's lock.
 */
import { gmIds } from "../../gm/gm-users";
import { RulesInputError } from "../../../core/errors";
import type { CombatView } from "../../../core/ruleset";
import type { SlotsActor, SlotsEncounter } from "../../../core/slots";
import { applyStays } from "../../../core/slots/cycle";
import { type StayPlace, stayTargets } from "../../../core/slots/stay-rule";
import { readLedger } from "../../combat/automation-ledger";
import { withCombatLock } from "../../combat/combat-lock";
import { ledgerUpdate } from "../../combat/ledger-write";
import { mayActFor } from "../../gm/actors";
import { askGm, report } from "../../gm/gm-request";
import { type GmActionResult, refuse } from "../../gm/gm-lock";
import { runStep } from "../../gm/records/exactly-once";
import { slotsCombatViewOf } from "./tracker";

const K = "FRAY.Slots.Combat.Stay";

export interface StayRequest {
  readonly combatId: string;
  readonly combatantId: string;
  readonly group: number;
  readonly place: StayPlace;
}

function stayRequestOf(message: ChatMessage.Implementation): StayRequest | null {
  const raw = (message.flags as { fray?: { slotsStay?: unknown } }).fray?.slotsStay;
  if (typeof raw !== "object" || raw === null) return null;
  const { combatId, combatantId, group, place } = raw as Record<string, unknown>;
  if (typeof combatId !== "string" || typeof combatantId !== "string" || !Number.isInteger(group) || (place !== "after" && place !== "with")) return null;
  return { combatId, combatantId, group: group as number, place };
}

/** The active GM's side: checks the sender and the rule, then writes the new cycle once. */
export async function slotsStay(messageId: string): Promise<GmActionResult> {
  const message = game.messages.get(messageId);
  const request = message ? stayRequestOf(message) : null;
  try {
    if (!message || !request) return refuse("FRAY.Common.Chat.Error.Refused");
    const combat = game.combats.get(request.combatId);
    const combatant = combat?.combatants.get(request.combatantId);
    if (!combat || !combatant?.id) return refuse(`${K}.Fixed`);
    if (!mayActFor(message.author ?? null, combatant.actor)) return refuse("FRAY.Common.Chat.Error.NotOwner");
    return await withCombatLock(combat.id ?? "", () => place(combat, combatant, request));
  } finally {
    if (message && stayRequestOf(message) && game.messages.get(messageId)) await message.delete();
  }
}

async function place(combat: Combat.Implementation, combatant: Combatant.Implementation, request: StayRequest): Promise<GmActionResult> {
  const view = slotsCombatViewOf(combat);
  const id = combatant.id ?? "";
  if (view === null || !stayTargets(view, id).some((t) => t.group === request.group && t.place === request.place)) return refuse(`${K}.Fixed`);
  const other = view.encounter.cycle[request.group]?.[0];
  if (other === undefined) return refuse(`${K}.Invalid`);
  let cycle: string[][];
  try {
    cycle = applyStays(view.encounter.cycle, [request.place === "after" ? { id, after: other } : { id, with: other }], "stay");
  } catch (error) {
    if (error instanceof RulesInputError) return refuse(`${K}.Invalid`);
    throw error;
  }
  const ledger = readLedger(combat.flags);
  const initiative = combat.combatants.get(other)?.initiative ?? null;
  const writes = [
    { type: "update" as const, uuid: combat.uuid, data: ledgerUpdate({ ...ledger, encounter: { ...view.encounter, cycle } }) },
    // The order is the cycle's (the policy's turn order); a combatant update makes every client re-sort the turns.
    ...(initiative === null ? [] : [{ type: "update" as const, uuid: `${combat.uuid}.Combatant.${id}`, data: { initiative } }]),
  ];
  if (!(await runStep({ key: `slots.stay:${combat.id ?? ""}:${id}`, writes, data: request, refs: [combat.id ?? ""] }))) return refuse(`${K}.Once`);
  return { ok: true, message: `${K}.Done` };
}

/** The owner's side: pick the place, then ask the active GM. */
async function askStay(combat: Combat.Implementation, view: CombatView<SlotsActor, SlotsEncounter>, combatantId: string): Promise<void> {
  const targets = stayTargets(view, combatantId);
  const name = view.combatants.find((c) => c.id === combatantId)?.name ?? "";
  const options = targets
    .map((t, i) => `<option value="${i}">${foundry.utils.escapeHTML(game.i18n.format(t.place === "with" ? `${K}.With` : `${K}.After`, { n: String(t.group + 1) }))}</option>`)
    .join("");
  const chosen: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: game.i18n.localize(`${K}.Title`) },
    content: `<p>${foundry.utils.escapeHTML(game.i18n.format(`${K}.Ask`, { name }))}</p><select name="stay">${options}</select>`,
    buttons: [{ action: "stay", label: game.i18n.localize(`${K}.Choose`), default: true, callback: (_e: PointerEvent | SubmitEvent, button: HTMLButtonElement) => (button.form ? new FormData(button.form).get("stay") : null) }],
    rejectClose: false,
  });
  const target = typeof chosen === "string" ? targets[Number(chosen)] : undefined;
  if (target === undefined) return;
  const whisper = gmIds();
  const stay: StayRequest = { combatId: combat.id ?? "", combatantId, group: target.group, place: target.place };
  const request = await ChatMessage.implementation.create({ content: "", whisper, flags: { fray: { slotsStay: stay } } } as ChatMessage.CreateData);
  if (!request?.id) return;
  const messageId = request.id;
  report(await askGm("fray.slotsStay", { messageId }, () => slotsStay(messageId)));
}

/** The tracker block's Stay buttons. */
export function bindStayButtons(combat: Combat.Implementation, view: CombatView<SlotsActor, SlotsEncounter>, block: Element): void {
  block.querySelectorAll<HTMLButtonElement>("[data-fray-stay]").forEach((button) => {
    // Not a data-action: the tracker application would take those as its own.
    button.addEventListener("click", (event) => {
      event.preventDefault();
      const id = button.dataset["combatantId"];
      if (id) void askStay(combat, view, id);
    });
  });
}
