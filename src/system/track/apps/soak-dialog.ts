/**
 * The soak prompt (docs/rules/track.md §5.3, §5.4): the pool's parts and, for each number of hits
 * the target may buy, the exact chance of every wound severity, from the view-model
 * (src/view/track/soak-dialog-view.ts). The choice is one radio group, keyboard usable. Closing
 * the window loses nothing: the card's Soak button stays until a soak is posted.
 */
import { type SoakInput, soakDialogView } from "../../../view/track/soak-dialog-view";
import { formatText, wordView } from "../../i18n";

const TEMPLATE = "systems/fray/templates/track/dialog/soak.hbs";

/** The hits bought, or null when the window was closed. */
export async function chooseSoak(input: SoakInput): Promise<number | null> {
  const view = wordView(soakDialogView(input));
  const content = await foundry.applications.handlebars.renderTemplate(TEMPLATE, { view });
  const result: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: view.title },
    classes: ["fray", "fray-dialog", "fray-track-dialog", "fray-track-soak-dialog"],
    position: { width: 460 },
    content,
    buttons: [
      {
        action: "soak",
        label: formatText({ key: "FRAY.Track.Chat.RollSoak" }),
        default: true,
        callback: (_event, button) => {
          const picked = button.form?.querySelector<HTMLInputElement>('input[name="bought"]:checked');
          return Number(picked?.value ?? "0");
        },
      },
    ],
    rejectClose: false,
  });
  return typeof result === "number" && Number.isInteger(result) && result >= 0 && result <= view.maxBuy ? result : null;
}
