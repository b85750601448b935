import { Navigate, useParams } from 'react-router';
import { useSessionClaims } from '../../lib/auth/session';
import { useOtherProfile } from './profileApi';
import { ProfileLoadError, ProfileLoading } from './ProfileStatus';
import { ProfileView } from './ProfileView';

/** Another user's profile, read-only (spec 000 §6: users may view, never edit, someone else's profile). */
export function OtherUserProfilePage() {
  const { userId = '' } = useParams();
  const claims = useSessionClaims();
  const profile = useOtherProfile(userId);
  // One's own id leads to the own profile, with its edit button.
  if (claims?.userId === userId) return <Navigate to="/user_profile" replace />;
  return (
    <div className="profile-page">
      <h1 className="page-title">Perfil</h1>
      {profile.isError ? (
        <ProfileLoadError error={profile.error} onRetry={() => void profile.refetch()} />
      ) : !profile.data ? (
        <ProfileLoading />
      ) : (
        <ProfileView profile={profile.data} />
      )}
    </div>
  );
}
