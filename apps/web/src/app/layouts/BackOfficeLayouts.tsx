import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Layout, Menu, type MenuProps } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useMediaQuery } from '../../lib/useMediaQuery';
import {
  activeEntryPath,
  activeGroupLabel,
  adminMenu,
  companyAdminMenu,
  isNavGroup,
  visibleEntries,
  type NavEntry,
} from '../navigation';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';

/** Spec 000 §9: sidebar width. */
export const SIDER_WIDTH = 214;

/** Process pages in progress, finalized and of attraction fill the content area without the card wrapper. */
const CARDLESS_PATH = /^\/admin\/processes\/(in_progress|finalized|attraction)\//;

function toMenuItems(entries: NavEntry[]): MenuProps['items'] {
  return entries.map((entry) =>
    isNavGroup(entry)
      ? { key: entry.label, icon: entry.icon, label: entry.label, children: toMenuItems(entry.children) }
      : { key: entry.path, icon: entry.icon, label: <Link to={entry.path}>{entry.label}</Link> },
  );
}

interface SideMenuLayoutProps {
  menu: NavEntry[];
  menuLabel: string;
  children: ReactNode;
}

function SideMenuLayout({ menu, menuLabel, children }: SideMenuLayoutProps) {
  const { pathname } = useLocation();
  const isNarrow = useMediaQuery('(max-width: 991px)');
  const [drawerOpenOn, setDrawerOpenOn] = useState<string | null>(null);
  const entries = useMemo(() => visibleEntries(menu), [menu]);
  const items = useMemo(() => toMenuItems(entries), [entries]);
  const selected = activeEntryPath(entries, pathname);
  const openGroup = activeGroupLabel(entries, pathname);
  // The drawer closes by itself once the user has navigated away from where it was opened.
  const drawerOpen = drawerOpenOn === pathname;

  const sideMenu = (
    <nav aria-label={menuLabel}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={selected ? [selected] : []}
        defaultOpenKeys={openGroup ? [openGroup] : []}
        className="side-menu"
      />
    </nav>
  );

  return (
    <Layout className="app-shell">
      <AppHeader
        leading={
          isNarrow && (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label="Abrir menú"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpenOn(pathname)}
            />
          )
        }
      />
      <Layout hasSider={!isNarrow}>
        {isNarrow ? (
          <Drawer
            placement="left"
            size={SIDER_WIDTH + 40}
            open={drawerOpen}
            onClose={() => setDrawerOpenOn(null)}
            title={menuLabel}
            styles={{ body: { padding: 0 } }}
          >
            {sideMenu}
          </Drawer>
        ) : (
          <Layout.Sider width={SIDER_WIDTH} className="app-shell__sider" theme="light">
            {sideMenu}
          </Layout.Sider>
        )}
        <Layout className="app-shell__main">
          <main className={CARDLESS_PATH.test(pathname) ? 'app-content' : 'app-content app-content--card'}>
            {children}
          </main>
          <AppFooter />
        </Layout>
      </Layout>
    </Layout>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <SideMenuLayout menu={adminMenu} menuLabel="Menú de administración">
      {children}
    </SideMenuLayout>
  );
}

export function CompanyAdminLayout({ children }: { children: ReactNode }) {
  return (
    <SideMenuLayout menu={companyAdminMenu} menuLabel="Menú de empresa">
      {children}
    </SideMenuLayout>
  );
}
