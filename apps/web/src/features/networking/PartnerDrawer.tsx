import { Drawer } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { useOtherProfile } from '../profile/profileApi';
import { ProfileLoadError, ProfileLoading } from '../profile/ProfileStatus';
import { ProfileView } from '../profile/ProfileView';

/** A match's public profile (GET /users/{id}, as /user_profile/{id} shows it), without leaving the matches. */
export function PartnerDrawer({
  person,
  onClose,
}: {
  person: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const narrow = useMediaQuery('(max-width: 600px)');
  // The last person shown stays while the drawer slides away.
  const [shown, setShown] = useState(person);
  if (person && person !== shown) setShown(person);
  return (
    <Drawer
      title={shown ? `Perfil de ${shown.name}` : 'Perfil'}
      open={person !== null}
      onClose={onClose}
      size={narrow ? '100%' : 640}
      destroyOnHidden
    >
      {shown && <PartnerProfile userId={shown.id} />}
    </Drawer>
  );
}

function PartnerProfile({ userId }: { userId: string }) {
  const profile = useOtherProfile(userId);
  if (profile.isError) return <ProfileLoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  if (!profile.data) return <ProfileLoading />;
  return (
    <ProfileView
      profile={profile.data}
      actions={
        <p className="networking-drawer__full">
          <Link to={`/user_profile/${encodeURIComponent(userId)}`}>Abrir el perfil en su página</Link>
        </p>
      }
    />
  );
}
