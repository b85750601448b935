import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Layout, Menu } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../../features/users/currentUser';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { activeEntryPath, memberNavigation, visibleEntries } from '../navigation';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';

/** Spec 000 §9: below this width the top navigation collapses into a dropdown. */
const NAVIGATION_COLLAPSE_QUERY = '(max-width: 799px)';

function MemberNavigation() {
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  const collapsed = useMediaQuery(NAVIGATION_COLLAPSE_QUERY);
  const entries = useMemo(
    () => visibleEntries(memberNavigation(user?.isEntrepreneur ?? false)),
    [user?.isEntrepreneur],
  );
  const selected = activeEntryPath(entries, pathname);
  const items = entries.map((entry) => ({ key: entry.path, label: <Link to={entry.path}>{entry.label}</Link> }));
  const current = entries.find((entry) => entry.path === selected);

  if (collapsed) {
    return (
      <nav aria-label="Navegación principal">
        <Dropdown menu={{ items, selectable: true, selectedKeys: selected ? [selected] : [] }} trigger={['click']}>
          <Button type="text" aria-label="Menú de navegación">
            {current?.label ?? 'Menú'} <DownOutlined aria-hidden />
          </Button>
        </Dropdown>
      </nav>
    );
  }
  return (
    <nav aria-label="Navegación principal" className="member-navigation">
      <Menu mode="horizontal" items={items} selectedKeys={selected ? [selected] : []} disabledOverflow />
    </nav>
  );
}

export function MemberLayout({ children }: { children: ReactNode }) {
  return (
    <Layout className="app-shell">
      <AppHeader navigation={<MemberNavigation />} />
      <main className="app-content app-content--member">{children}</main>
      <AppFooter />
    </Layout>
  );
}
