/** The wounds roll dialogs as data (src/view/sheet/layout.ts), read by the classes and the preview. */
import { type DialogLayout, templatePath as t } from "../sheet/layout";

export const WOUNDS_TRAIT_DIALOG_LAYOUT: DialogLayout = {
  classes: ["fray", "fray-dialog", "fray-wounds-dialog", "fray-wounds-trait-dialog"],
  width: 420,
  height: null,
  icon: "fa-solid fa-dice-d20",
  parts: { inputs: { template: t("wounds/dialog/trait.hbs") }, result: { template: t("wounds/dialog/trait-result.hbs") } },
};
