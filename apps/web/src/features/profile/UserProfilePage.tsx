import { LockOutlined } from '@ant-design/icons';
import type { CurrentUser } from '@enlaza/contract';
import { Avatar, Card, Descriptions, Tag, type DescriptionsProps } from 'antd';
import { Link } from 'react-router';
import { roleDisplayName, type Brand } from '../../app/brand';
import { useBrand } from '../../app/BrandContext';
import { CurrentUserBoundary } from '../users/CurrentUserBoundary';

function accountItems(user: CurrentUser, brand: Brand): DescriptionsProps['items'] {
  const items: DescriptionsProps['items'] = [
    { key: 'name', label: 'Nombre', children: user.name },
    { key: 'lastName', label: 'Apellido', children: user.lastName },
    { key: 'email', label: 'Email', children: user.email },
    {
      key: 'roles',
      label: 'Roles',
      children: (
        <span className="tag-list">
          {user.roles.map((role) => (
            <Tag key={role} color={role === user.role ? brand.primaryColor : undefined}>
              {roleDisplayName(role, brand)}
            </Tag>
          ))}
        </span>
      ),
    },
  ];
  if (user.roles.includes('COMPANY_ADMIN') && user.clientName) {
    items.push({ key: 'company', label: 'Empresa', children: user.clientName });
  }
  return items;
}

/** The signed-in user's account, read-only; the profile wizard edits the rest. */
export function UserProfilePage() {
  const brand = useBrand();
  return (
    <div className="profile-page">
      <h1 className="page-title">Mi perfil</h1>
      <CurrentUserBoundary>
        {(user) => (
          <Card className="profile-card">
            <div className="profile-card__header">
              <Avatar size={64} className="profile-card__avatar" aria-hidden>
                {`${user.name.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase()}
              </Avatar>
              <div>
                <h2 className="profile-card__name">
                  {user.name} {user.lastName}
                </h2>
                <p className="profile-card__role">{roleDisplayName(user.role, brand)}</p>
              </div>
            </div>
            <Descriptions
              title="Datos de la cuenta"
              column={1}
              bordered
              size="small"
              items={accountItems(user, brand)}
            />
            <p className="profile-card__actions">
              <Link to="/password-recovery/new-password">
                <LockOutlined aria-hidden /> Cambiar contraseña
              </Link>
            </p>
          </Card>
        )}
      </CurrentUserBoundary>
    </div>
  );
}
