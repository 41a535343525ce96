/** Spec §2: bare group paths open their first child. */
export const GROUP_REDIRECTS: Readonly<Record<string, string>> = {
  '/setting': '/setting/accountsetting',
  '/provider': '/provider/date',
  '/house': '/house/siteRecap',
  '/onlineGeneral/general': '/onlineGeneral/general/bankAccountung',
  '/maintenance': '/maintenance/operator',
};

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Where a bare group path redirects to, or null when it is not one. */
export function groupRedirect(path: string): string | null {
  return GROUP_REDIRECTS[trimSlash(path)] ?? null;
}

/** Spec §2 public routes; anything else without a session goes to /. */
export const PUBLIC_PATHS = ['/login', '/403', '/404', '/500'] as const;

export function isPublicPath(path: string): boolean {
  return (PUBLIC_PATHS as readonly string[]).includes(trimSlash(path));
}
