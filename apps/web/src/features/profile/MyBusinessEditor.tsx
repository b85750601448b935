import { DEFAULT_COUNTRY, entrepreneurMessages, profileMessages, type UserProfile } from '@enlaza/contract';
import { Alert, App } from 'antd';
import { ApiError } from '../../lib/api';
import { EntrepreneurForm } from './EntrepreneurForm';
import { entrepreneurPayload, entrepreneurValuesOf, type StoredEntrepreneurInfo } from './entrepreneurValues';
import { useSaveEntrepreneurInfo } from './profileApi';

interface MyBusinessEditorProps {
  profile: UserProfile;
  info: StoredEntrepreneurInfo | null;
  onDone: () => void;
}

/** The member's business form (spec 002 §5.1 member variant), saved with PUT /users/emprendeInfo/{userId}/. */
export function MyBusinessEditor({ profile, info, onDone }: MyBusinessEditorProps) {
  const { message } = App.useApp();
  const save = useSaveEntrepreneurInfo(profile.id);

  return (
    <EntrepreneurForm
      variant="member"
      initialValues={entrepreneurValuesOf(info)}
      country={profile.contactInfo.country ?? DEFAULT_COUNTRY}
      region={profile.contactInfo.region}
      currentPictureUrl={info?.pictureUrl ?? null}
      saving={save.isPending}
      errorAlert={
        save.isError && (
          <Alert
            className="profile-wizard__alert"
            type="error"
            showIcon
            title={profileMessages.saveFailed}
            description={save.error instanceof ApiError ? save.error.message : undefined}
          />
        )
      }
      submitLabel="Guardar"
      backLabel="Cancelar"
      onBack={onDone}
      onSubmit={(values) =>
        save.mutate(
          { data: entrepreneurPayload(values), logo: values.picture },
          {
            onSuccess: () => {
              void message.success(entrepreneurMessages.saved);
              onDone();
            },
          },
        )
      }
    />
  );
}
