import { RulesInputError, requireRecord, shown } from "../errors";

/**
 * A document written the way compendium sources are (`packs/<pack>/*.json`): a scenario may
 * paste a pack file as it is. Only the fields the engine reads are typed.
 */
export interface SourceDocument {
  readonly _id: string;
  readonly name: string;
  readonly type: string;
  readonly system: Readonly<Record<string, unknown>>;
  readonly items: readonly SourceDocument[];
}

const ID = /^[A-Za-z0-9]{1,64}$/;

/** Checks the document frame (id, name, type, system, embedded items); rulesets check `system`. */
export function readSourceDocument(value: unknown, path: string): SourceDocument {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new RulesInputError("scenario.invalid", path, `${path} must be a document object { _id, name, type, system }`);
  }
  const v = value as Record<string, unknown>;
  if (typeof v["_id"] !== "string" || !ID.test(v["_id"])) {
    throw new RulesInputError("scenario.invalid", `${path}._id`, `${path}._id must be letters and digits, got ${JSON.stringify(v["_id"])}`);
  }
  if (typeof v["name"] !== "string" || v["name"].trim() === "") {
    throw new RulesInputError("scenario.invalid", `${path}.name`, `${path}.name must be a non-empty string`);
  }
  if (typeof v["type"] !== "string" || v["type"] === "") {
    throw new RulesInputError("scenario.invalid", `${path}.type`, `${path}.type must name the document type`);
  }
  const system = v["system"] ?? {};
  if (typeof system !== "object" || system === null || Array.isArray(system)) {
    throw new RulesInputError("scenario.invalid", `${path}.system`, `${path}.system must be an object`);
  }
  const items = v["items"] ?? [];
  if (!Array.isArray(items)) {
    throw new RulesInputError("scenario.invalid", `${path}.items`, `${path}.items must be a list of item documents`);
  }
  return {
    _id: v["_id"],
    name: v["name"],
    type: v["type"],
    system: system as Record<string, unknown>,
    items: items.map((item: unknown, i) => readSourceDocument(item, `${path}.items[${i}]`)),
  };
}

/** Finds a document by `_id` or, failing that, by exact name. */
export function findDocument<D extends { readonly _id: string; readonly name: string }>(
  docs: readonly D[],
  ref: unknown,
  path: string,
  what: string,
): D {
  if (!Array.isArray(docs)) throw new RulesInputError("scenario.invalid", path, `${path}: the documents to search must be a list`);
  docs.forEach((d: unknown, i) => requireRecord(d, `${path}[${i}]`, "scenario.invalid"));
  if (typeof what !== "string") throw new RulesInputError("scenario.invalid", path, `${path}: what is looked for must be named`);
  if (typeof ref !== "string" || ref === "") {
    throw new RulesInputError("scenario.invalid", path, `${path} must name ${what} by _id or name`);
  }
  const found = docs.find((d) => d._id === ref) ?? docs.find((d) => d.name === ref);
  if (!found) {
    const known = docs.map((d) => shown(d.name)).join(", ") || "none";
    throw new RulesInputError("scenario.unknownRef", path, `${path}: no ${what} "${ref}" (known: ${known})`);
  }
  return found;
}
