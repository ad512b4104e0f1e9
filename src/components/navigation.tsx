import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/**
 * Where the person is and how to go elsewhere, given by the entry that runs the pages: the signed-out entry's
 * own few routes over the browser's history (src/PublicApp.tsx), react-router in the whole app
 * (RouterNavigation). The public pages link through it, so their entry carries no router.
 */
export interface Navigation {
  pathname: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

/** Outside any entry (a page rendered to HTML at build time): the address as it is, and links load pages. */
export const NavigationContext = createContext<Navigation>({
  pathname: typeof window === 'undefined' ? '/' : window.location.pathname,
  navigate: (to) => window.location.assign(to),
});

export const usePathname = () => useContext(NavigationContext).pathname;
export const useNavigateTo = () => useContext(NavigationContext).navigate;

/** A plain click on a link stays in the app; with a modifier key, another button or a target, it is the browser's (a new tab…). */
export function followInApp(event: MouseEvent<HTMLElement>, to: string, navigate: Navigation['navigate']) {
  const target = event.currentTarget.getAttribute('target');
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (target && target !== '_self') return;
  event.preventDefault();
  navigate(to);
}

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A real link (`<a href>`: it opens in a new tab and works before the script has arrived) that a plain click follows inside the app. */
export function AppLink({ to, onClick, children, ...props }: AppLinkProps) {
  const navigate = useNavigateTo();
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        followInApp(event, to, navigate);
      }}
    >
      {children}
    </a>
  );
}
