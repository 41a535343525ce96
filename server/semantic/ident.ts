/** Identifiers come only from validated definitions; quoting still guards against reserved words. */
export function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`refusing identifier '${name}'`);
  return `"${name}"`;
}
