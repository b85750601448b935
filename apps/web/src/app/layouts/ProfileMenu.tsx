import { DownOutlined, LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { roleHomePaths, roles as allRoles, type Role } from '@enlaza/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App as AntApp, Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { signOut, swapUserRole } from '../../features/auth/authApi';
import { useCurrentUser } from '../../features/users/currentUser';
import { errorMessageOf } from '../../lib/api';
import { useSessionClaims } from '../../lib/auth/session';
import { initialsOf } from '../../features/profile/initials';
import { tokenStore } from '../../lib/auth/tokenStorage';
import { roleDisplayName } from '../brand';
import { useBrand } from '../BrandContext';

const ROLE_KEY_PREFIX = 'role:';

/**
 * The 'Cambiar Rol' submenu opens beside the menu, flipping to the left near the right edge; on a phone neither
 * side has room for it, so it is also shifted back inside the screen instead of being cut off.
 */
const submenuPlacements: MenuProps['builtinPlacements'] = {
  rightTop: { points: ['tl', 'tr'], overflow: { adjustX: 1, adjustY: 1, shiftX: true } },
};

/** The header's profile dropdown: 'Mi perfil', 'Cambiar Rol' (with several roles) and 'Cerrar sesión'. */
export function ProfileMenu() {
  const brand = useBrand();
  const claims = useSessionClaims();
  const { data: user } = useCurrentUser();
  const fullName = user ? `${user.name} ${user.lastName}`.trim() : '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = AntApp.useApp();

  const swapRole = useMutation({
    mutationFn: swapUserRole,
    onSuccess: (tokens, role) => {
      tokenStore.setTokens(tokens);
      // Nothing fetched under the previous role may show under the new one.
      queryClient.removeQueries();
      navigate(roleHomePaths[role], { replace: true });
    },
    onError: (error) => message.error(errorMessageOf(error)),
  });

  if (!claims) return null;
  const currentRole = claims.role;
  const heldRoles = allRoles.filter((role) => claims.roles.includes(role));

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: 'Mi perfil' },
    ...(heldRoles.length > 1
      ? [
          {
            key: 'switch-role',
            icon: <SwapOutlined />,
            label: 'Cambiar Rol',
            children: heldRoles.map((role) => ({
              key: `${ROLE_KEY_PREFIX}${role}`,
              label: role === currentRole ? `${roleDisplayName(role, brand)} (Actual)` : roleDisplayName(role, brand),
              disabled: role === currentRole || swapRole.isPending,
            })),
          },
        ]
      : []),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Cerrar sesión' },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') {
      // Spec 000 §2: for a company admin 'Mi perfil' does not navigate.
      if (currentRole !== 'COMPANY_ADMIN') navigate('/user_profile');
    } else if (key === 'logout') {
      void signOut();
    } else if (key.startsWith(ROLE_KEY_PREFIX)) {
      swapRole.mutate(key.slice(ROLE_KEY_PREFIX.length) as Role);
    }
  };

  return (
    <Dropdown
      menu={{ items, onClick, builtinPlacements: submenuPlacements }}
      trigger={['click']}
      placement="bottomRight"
    >
      {/* Named by its content: the purpose, then the visible name (which speech-input users say to press it). */}
      <Button type="text" className="profile-trigger" loading={swapRole.isPending}>
        <span className="visually-hidden">{'Menú de usuario '}</span>
        <Avatar size="small" className="profile-trigger__avatar" aria-hidden>
          {initialsOf({ name: user?.name, lastName: user?.lastName }) || <UserOutlined />}
        </Avatar>
        <span className="profile-trigger__name">{fullName}</span>
        <DownOutlined className="profile-trigger__caret" aria-hidden />
      </Button>
    </Dropdown>
  );
}
