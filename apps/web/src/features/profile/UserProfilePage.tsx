import { EditOutlined, LockOutlined } from '@ant-design/icons';
import { missingProfileFields, profileFieldLabels } from '@enlaza/contract';
import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router';
import { useSessionClaims } from '../../lib/auth/session';
import { CalendarFeedCard } from './CalendarFeedCard';
import { MyBusinessSection } from './MyBusinessSection';
import { useProfile } from './profileApi';
import { ProfileLoadError, ProfileLoading } from './ProfileStatus';
import { ProfileView } from './ProfileView';

/** The signed-in user's own profile, with 'Editar' (the wizard) and what is still missing. */
export function UserProfilePage() {
  const profile = useProfile('me');
  // Sessions and events are a programme member's: the calendar link is theirs only.
  const isMember = useSessionClaims()?.role === 'USER';
  return (
    <div className="profile-page">
      <h1 className="page-title">Mi perfil</h1>
      {profile.isError ? (
        <ProfileLoadError error={profile.error} onRetry={() => void profile.refetch()} />
      ) : !profile.data ? (
        <ProfileLoading />
      ) : (
        <ProfileView
          profile={profile.data}
          actions={
            <OwnProfileActions missing={missingProfileFields(profile.data, { isMentor: profile.data.isMentor })} />
          }
        >
          {/* Spec 002 §2.9: only the own profile edits the entrepreneur data. */}
          {profile.data.isEntrepreneur && <MyBusinessSection profile={profile.data} />}
          {isMember && <CalendarFeedCard />}
        </ProfileView>
      )}
    </div>
  );
}

function OwnProfileActions({ missing }: { missing: ReturnType<typeof missingProfileFields> }) {
  const navigate = useNavigate();
  return (
    <>
      {missing.length > 0 && (
        <Alert
          className="profile-view__hint"
          type="info"
          showIcon
          title="Tu perfil está incompleto"
          description={
            <>
              Falta completar:
              <ul>
                {missing.map((field) => (
                  <li key={field}>{profileFieldLabels[field]}</li>
                ))}
              </ul>
            </>
          }
        />
      )}
      <div className="profile-view__actions">
        <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={() => void navigate('/user_profile/edit')}>
          Editar
        </Button>
        <Button icon={<LockOutlined aria-hidden />} onClick={() => void navigate('/password-recovery/new-password')}>
          Cambiar contraseña
        </Button>
      </div>
    </>
  );
}
