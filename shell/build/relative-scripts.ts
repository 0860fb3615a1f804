import path from 'node:path';

/** A `"./x.js"` string in code: an import, an `import()` or a loader's argument. */
export const RELATIVE_SCRIPT = /([`'"])(\.{1,2}\/[^`'"\s]+\.js)\1/g;

/** A relative specifier, as the name of the bundle file it points at. */
export const bundleName = (specifier: string, fromFile: string) =>
  path.posix.join(path.posix.dirname(fromFile), specifier);

/** Every relative script a file's code names, as bundle names. */
export function literalImports(code: string, fromFile: string): string[] {
  return [...code.matchAll(RELATIVE_SCRIPT)].map((match) => bundleName(match[2] ?? '', fromFile));
}
