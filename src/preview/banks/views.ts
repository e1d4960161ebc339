/**
 * The banks views, each a starting state of the page: the chat cards and dialogs of Tomas
 * Reyk's attack on Ines Caldera (samples.ts), the combat tracker of a fight (fight.ts), and the
 * sheets of the sample world, mid-fight where it shows more.
 */
import type { AppState } from "../page/state";
import { emptyState } from "../page/state";
import type { StartOptions, ViewSpec } from "../ruleset";
import { banksFightSample } from "./fight";
import { actionCard, attackCard, bidCard } from "./messages";
import { BANKS_CARD_STAGES, BANKS_NAMES } from "./samples";
import { banksTrackerSidebar } from "./tracker";
import { type BanksActorWindowSpec, banksActorWindow, banksAttackDialogWindow, banksBidDialogWindow, banksItemWindow } from "./windows";
import { BANKS_ARMOR_ID, BANKS_WEAPON_ID, type BanksWorld, HORNET_ID, INES_ID, NEEDLE_PISTOL_ID, banksSampleWorld, renameBanksItem, withBanksState } from "./world";

export const BANKS_VIEWS: readonly ViewSpec[] = [
  { id: "banks-attack-bid", label: "Banks attack card: awaiting the bid", screenshot: false },
  { id: "banks-attack-roll", label: "Banks attack card: awaiting the roll", screenshot: false },
  { id: "banks-attack-hit", label: "Banks attack card: a hit, ready", screenshot: true },
  { id: "banks-attack-applied", label: "Banks attack card: applied", screenshot: false },
  { id: "banks-attack-undone", label: "Banks attack card: undone", screenshot: false },
  { id: "banks-attack-miss", label: "Banks attack card: a miss", screenshot: false },
  { id: "banks-attack-refused", label: "Banks attack card: payment refused", screenshot: false },
  { id: "banks-bid-card", label: "Banks bid and action cards (interrupt, Team Bank roll, Active Dodge)", screenshot: false },
  { id: "banks-attack-dialog", label: "Banks attack dialog", screenshot: true },
  { id: "banks-bid-dialog", label: "Banks dodge bid dialog", screenshot: false },
  { id: "banks-tracker", label: "Banks combat tracker (GM)", screenshot: true },
  { id: "banks-tracker-player", label: "Banks combat tracker (player)", screenshot: false },
  { id: "banks-character", label: "Banks: character sheet mid-fight (Ines Caldera)", screenshot: true },
  { id: "banks-character-edit", label: "Banks: character sheet, edit mode", screenshot: false },
  { id: "banks-drone", label: "Banks: drone sheet (Hornet Sentry Drone)", screenshot: true },
  { id: "banks-weapon", label: "Banks: weapon sheet (Fragmentation Grenade)", screenshot: false },
  { id: "banks-armor", label: "Banks: armor sheet (Ballistic Plate Vest)", screenshot: false },
];

const sheet = (actorId: string, over: Partial<BanksActorWindowSpec> = {}) =>
  banksActorWindow({ actorId, editable: true, editMode: false, tab: actorId === INES_ID ? "combat" : null, actingId: null, ...over });

/**
 * Mid-fight: the Hornet is taking its turn; Ines holds 5 IP, has taken 2 Stun, and fires with
 * recoil on her shoulder. Her sheet prices every action and offers the interrupts the rules allow.
 */
function banksFight(world: BanksWorld): BanksWorld {
  const fight = withBanksState(world, INES_ID, { ip: 5, stun: 2, recoil: 4, cover: "partial" });
  return withBanksState(fight, HORNET_ID, { ip: 3, physical: 1 });
}

/** The banks ruleset plays no actions in the preview: every other button is named in a notice. */
const RULES = { act: () => null };

/**
 * The page's state when it opens on `view`; the URL's itemName renames Ines's Needle Pistol and
 * names the cards' weapon, so the escaping tests reach every place a weapon's name shows.
 */
export function banksStart(view: string, options: StartOptions): AppState<BanksWorld> {
  const world = options.itemName === null ? banksSampleWorld() : renameBanksItem(banksSampleWorld(), NEEDLE_PISTOL_ID, options.itemName);
  const weaponName = options.itemName ?? BANKS_NAMES.weapon;
  const base = emptyState(world, RULES);
  const stage = BANKS_CARD_STAGES.find((s) => view === `banks-attack-${s}`);
  if (stage !== undefined) return { ...base, chat: [attackCard(stage, weaponName)] };
  switch (view) {
    case "banks-bid-card":
      return { ...base, chat: [attackCard("roll", weaponName), bidCard(weaponName), actionCard(), actionCard("team"), actionCard("dodge"), actionCard("dodgeRolled")] };
    case "banks-attack-dialog":
      return { ...base, windows: [banksAttackDialogWindow(weaponName)] };
    case "banks-bid-dialog":
      return { ...base, windows: [banksBidDialogWindow(weaponName)] };
    case "banks-tracker":
    case "banks-tracker-player":
      return { ...base, sidebar: banksTrackerSidebar({ sample: banksFightSample(), isGM: view === "banks-tracker" }) };
    case "banks-character":
      return { ...base, world: banksFight(world), windows: [sheet(INES_ID, { actingId: HORNET_ID })] };
    case "banks-character-edit":
      return { ...base, windows: [sheet(INES_ID, { editMode: true })] };
    case "banks-drone":
      return { ...base, world: banksFight(world), windows: [sheet(HORNET_ID)] };
    case "banks-weapon":
      return { ...base, windows: [banksItemWindow({ itemId: BANKS_WEAPON_ID, editable: true })] };
    default:
      return { ...base, windows: [banksItemWindow({ itemId: BANKS_ARMOR_ID, editable: true })] };
  }
}
