// The official Foundry CLI ships no types; these are the two functions Fray calls (lib/package.mjs).
declare module "@foundryvtt/foundryvtt-cli" {
  export interface CompileOptions {
    nedb?: boolean;
    yaml?: boolean;
    recursive?: boolean;
    log?: boolean;
  }
  export interface ExtractOptions {
    nedb?: boolean;
    yaml?: boolean;
    log?: boolean;
    clean?: boolean;
    documentType?: string;
    collection?: string;
  }
  export function compilePack(src: string, dest: string, options?: CompileOptions): Promise<void>;
  export function extractPack(src: string, dest: string, options?: ExtractOptions): Promise<void>;
}
