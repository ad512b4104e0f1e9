import type { ReactNode } from 'react';
import { useTranslate } from '@refinedev/core';
import { Button, Layout, theme } from 'antd';
import { MenuOutlined, ShopOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { LanguageSwitcher } from './LanguageSwitcher';

/** Refine's sider puts a floating button over the page on phones; the top bar's menu button replaces it. */
const HIDE_FLOATING_DRAWER_BUTTON = '.app-shell > .ant-layout > .ant-btn { display: none; }';

export interface HeaderBarProps {
  /** Below `lg`: the menu button, and the pause on a row of its own. */
  phone: boolean;
  userName?: string;
  onOpenMenu: () => void;
  /** An owner's pause control. */
  pause?: ReactNode;
  /** The bell of phone notifications. */
  notifications?: ReactNode;
}

/**
 * The top bar as drawn: on phones the menu button; everywhere who is logged in (a link to their account
 * screen, ellipsised), the bell and the language. An owner's pause sits in the bar on wide screens and on a
 * row of its own on phones, so that paused, with its "Paused until …" and Resume, every control still fits
 * 360 px in every language.
 */
export function HeaderBar({ phone, userName, onOpenMenu, pause, notifications }: HeaderBarProps) {
  const t = useTranslate();
  const { token } = theme.useToken();
  return (
    <Layout.Header
      data-testid="app-header"
      style={{
        background: token.colorBgElevated,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: phone ? '0 12px' : '0 24px',
        height: 'auto',
        minHeight: 64,
        lineHeight: 'normal',
        position: 'sticky',
        top: 0,
        zIndex: 10,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <style>{HIDE_FLOATING_DRAWER_BUTTON}</style>
      <div style={{ display: 'flex', alignItems: 'center', gap: phone ? 8 : 12, height: 64, minWidth: 0 }}>
        {phone && (
          <>
            <Button
              size="large"
              icon={<MenuOutlined aria-hidden />}
              aria-label={t('app.openMenu')}
              onClick={onOpenMenu}
              style={{ flex: 'none' }}
            />
            <ShopOutlined aria-hidden style={{ color: token.colorPrimary, fontSize: 18, flex: 'none' }} />
          </>
        )}
        {!phone && pause}
        {userName ? (
          <Link
            to="/profile"
            title={userName}
            data-testid="header-user"
            style={{
              flex: '1 1 0',
              minWidth: 0,
              textAlign: 'end',
              fontWeight: 600,
              color: token.colorText,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              // A name in Latin letters keeps its own direction inside an Arabic page.
              unicodeBidi: 'plaintext',
              padding: '10px 0',
            }}
          >
            {userName}
          </Link>
        ) : (
          <span style={{ flex: '1 1 0' }} />
        )}
        {notifications}
        <LanguageSwitcher />
      </div>
      {phone && pause && (
        <div data-testid="header-service-row" style={{ display: 'flex', alignItems: 'center', minWidth: 0, paddingBottom: 8 }}>
          {pause}
        </div>
      )}
    </Layout.Header>
  );
}
