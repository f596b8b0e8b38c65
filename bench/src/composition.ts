/** What the JS a page downloads is made of: bytes per package, from the build's source maps. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/** `…/node_modules/.pnpm/x@1/node_modules/@scope/pkg/…` → `@scope/pkg`; workspace files by folder. */
function owner(source: string): string {
  const marker = 'node_modules/';
  const index = source.lastIndexOf(marker);
  if (index >= 0) {
    const parts = source.slice(index + marker.length).split('/');
    return (parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : parts[0]) ?? source;
  }
  const workspace = /(?:^|\/)((?:apps|packages)\/[^/]+)\/(?:src\/)?([^/]+)/.exec(source);
  return workspace ? `${workspace[1] ?? ''} (${workspace[2] ?? ''})` : source;
}

/** Bytes of generated code per owner, summed over the given built files (with their .map beside). */
export function bytesByPackage(files: readonly string[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const file of files) {
    const mapFile = `${file}.map`;
    if (!existsSync(mapFile)) continue;
    const code = readFileSync(file, 'utf8').split('\n');
    const consumer = new SourceMapConsumer(
      JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap,
    );
    let previous: { line: number; column: number; source: string } | undefined;
    const add = (until: { line: number; column: number }) => {
      if (!previous) return;
      const length =
        until.line === previous.line
          ? until.column - previous.column
          : (code[previous.line - 1]?.length ?? 0) - previous.column;
      const key = owner(previous.source);
      totals.set(key, (totals.get(key) ?? 0) + Math.max(0, length));
    };
    consumer.eachMapping((mapping) => {
      const here = { line: mapping.generatedLine, column: mapping.generatedColumn };
      add(here);
      previous = { ...here, source: mapping.source ?? '(unmapped)' };
    });
    add({ line: Number.MAX_SAFE_INTEGER, column: 0 });
  }
  return totals;
}

export function topPackages(
  dir: string,
  urlPaths: readonly string[],
  count = 12,
): [string, number][] {
  const files = urlPaths.map((urlPath) => path.join(dir, urlPath));
  return [...bytesByPackage(files).entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
}
