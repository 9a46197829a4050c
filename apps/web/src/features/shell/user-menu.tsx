import { Avatar, Menu, MenuItem, ThemeToggle, useTranslation } from '@nervus/ui-kit';
import { Link } from '@tanstack/react-router';
import { CircleUser, LayoutDashboard, LogOut, Settings } from 'lucide-react';
import { usePlayerTheme } from './player-theme.js';

export interface UserMenuProps {
  readonly handle: string;
  readonly avatar: string | null;
  /** An admin shadowing this player: no Sign Out (the bar's Stop ends it). */
  readonly shadowing: boolean;
  readonly onSignOut: () => void;
}

/**
 * The signed-in player's menu behind their avatar: their page, My Dashboard, My Account, the
 * theme (light, dark or the system's; saved in the player's preferences and remembered on this
 * device, see player-theme.ts) and Sign Out.
 */
export function UserMenu({ handle, avatar, shadowing, onSignOut }: UserMenuProps) {
  const { t } = useTranslation();
  // Here, not in the menu's panel: the saved theme is adopted as the player's page opens.
  const theme = usePlayerTheme(shadowing);
  return (
    <Menu
      label={<Avatar name={`@${handle}`} src={avatar} size={32} />}
      buttonLabel={t('nav.account', { handle })}
    >
      <Link className="nv-menu-item" to="/$platformSlug" params={{ platformSlug: handle }}>
        <CircleUser aria-hidden="true" />@{handle}
      </Link>
      <Link
        className="nv-menu-item"
        to="/$platformSlug/my-dashboard"
        params={{ platformSlug: handle }}
      >
        <LayoutDashboard aria-hidden="true" />
        {t('nav.myDashboard')}
      </Link>
      <Link className="nv-menu-item" to="/my-account">
        <Settings aria-hidden="true" />
        {t('nav.myAccount')}
      </Link>
      <div className="app-menu-theme">
        <ThemeToggle value={theme.value} onChange={theme.onChange} />
      </div>
      {shadowing ? null : (
        <MenuItem icon={<LogOut />} onClick={onSignOut}>
          {t('nav.signOut')}
        </MenuItem>
      )}
    </Menu>
  );
}
