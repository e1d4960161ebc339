/**
 * Where Foundry finds Fray: the manifest URL and the zip of a version, both from one place, the
 * `repository` field of package.json (a GitHub repository whose release workflow,
 * .github/workflows/release.yml, attaches system.json and the zip to each version tag).
 */
export interface PackageInfo {
  readonly version: string;
  readonly repository?: string | { readonly url?: string };
}

export interface ReleaseUrls {
  readonly url: string;
  readonly manifest: string;
  readonly download: string;
}

/** "git+https://github.com/o/r.git", "https://github.com/o/r" or "github:o/r" → https://github.com/o/r. */
export function repositoryUrl(pkg: PackageInfo): string {
  const raw = typeof pkg.repository === "string" ? pkg.repository : pkg.repository?.url;
  if (!raw) throw new Error("package.json needs a repository field: the release URLs are made from it");
  const short = /^github:([\w.-]+\/[\w.-]+)$/.exec(raw);
  if (short) return `https://github.com/${short[1]}`;
  const long = /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(raw);
  if (!long) throw new Error(`package.json repository ${raw} is not a GitHub repository`);
  return `https://github.com/${long[1]}`;
}

export function releaseUrls(pkg: PackageInfo): ReleaseUrls {
  const url = repositoryUrl(pkg);
  return {
    url,
    manifest: `${url}/releases/latest/download/system.json`,
    download: `${url}/releases/download/v${pkg.version}/fray-${pkg.version}.zip`,
  };
}

/** Files of dist/ that stay out of the zip: the source map, and LevelDB's lock and logs. */
export function keptInZip(path: string): boolean {
  const name = path.split(/[\\/]/).pop() ?? "";
  return !path.endsWith(".zip") && !name.endsWith(".map") && !/^(LOCK|LOG(\.old)?)$/.test(name);
}
