import type { useNavigate } from '@tanstack/react-router';

/**
 * Where to go after signing in: the continue address when it is on this site, otherwise the
 * user's dashboard (`/me/my-dashboard` resolves to it).
 */
export function safeContinue(target: string | undefined): string {
  if (!target) return '/my-dashboard';
  try {
    const url = new URL(target, window.location.origin);
    if (url.origin !== window.location.origin) return '/my-dashboard';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/my-dashboard';
  }
}

export function afterSignIn(
  navigate: ReturnType<typeof useNavigate>,
  target: string | undefined,
): void {
  void navigate({ href: safeContinue(target), replace: true });
}
