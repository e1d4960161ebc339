/**
 * Builds a simulated document class from its metadata (common/documents/*.mjs `metadata`).
 */
import { type DocumentMeta, SimDocument } from "../document";

/** @sim a base class with Foundry's metadata for one document name */
export function defineDocument(meta: DocumentMeta): typeof SimDocument {
  return { [meta.name]: class extends SimDocument {
    static override meta = meta;
  } }[meta.name]!;
}
