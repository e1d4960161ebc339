/**
 * Armor ratings from a sheet's form as an update: the values set, and each emptied letter
 * deleted the way this Foundry deletes a key (compat: `-=key` on v13, ForcedDeletion on v14).
 */
import { type RatingsEdit, ratingsEdit } from "../../../view/banks/sheet/ratings";
import { deleting } from "../../compat";

export function ratingsUpdate(submitted: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const edit: RatingsEdit = ratingsEdit(submitted);
  return Object.assign({ ...edit.set }, ...edit.removed.map((key) => deleting(key)));
}
