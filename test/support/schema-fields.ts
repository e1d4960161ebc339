/**
 * Reading the schema pieces the data models build on the Foundry double (foundry-double.ts): a
 * field's options, and the value a new document stores, as Foundry would fill it in.
 */
import type { FieldDouble } from "./foundry-double";

export type ModelClass = { defineSchema(): Record<string, FieldDouble> };
export type DataModelsConfig = { Actor: { dataModels: Record<string, ModelClass> }; Item: { dataModels: Record<string, ModelClass> } };

export const optionsOf = (field: FieldDouble): Record<string, unknown> => (field.kind === "SchemaField" ? ((field.args[1] ?? {}) as Record<string, unknown>) : field.options);

/** What a new document stores for a field: its initial, or its parts' (an object or array field starts empty). */
export function initialOf(field: FieldDouble): unknown {
  const options = optionsOf(field);
  if ("initial" in options) return options["initial"];
  if (field.kind === "SchemaField") return Object.fromEntries(Object.entries(field.fields).map(([k, f]) => [k, initialOf(f)]));
  if (field.kind === "TypedObjectField") return {};
  if (field.kind === "ArrayField") return [];
  return undefined;
}
