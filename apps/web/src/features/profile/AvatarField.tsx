import { UploadOutlined } from '@ant-design/icons';
import { AVATAR_MAX_BYTES, avatarMimeTypes, profileMessages } from '@enlaza/contract';
import { App, Avatar, Button, Upload } from 'antd';
import { useEffect, useMemo } from 'react';

/** The browser's own check before sending; the server checks the content again (a renamed file is refused there). */
export function avatarProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(avatarMimeTypes as readonly string[]).includes(file.type)) return profileMessages.avatarType;
  if (file.size > AVATAR_MAX_BYTES) return profileMessages.avatarTooLarge;
  return null;
}

interface AvatarFieldProps {
  /** The stored photo, shown until a new one is chosen. */
  currentUrl: string | null;
  initials: string;
  value: File | null;
  onChange: (file: File | null) => void;
}

/** Step 0's photo: JPG or PNG, previewed here, uploaded with the step (the server resizes it to 512 px). */
export function AvatarField({ currentUrl, initials, value, onChange }: AvatarFieldProps) {
  const { message } = App.useApp();
  const previewUrl = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);
  const shown = previewUrl ?? currentUrl;

  return (
    <div className="profile-wizard__avatar">
      <Avatar size={88} src={shown ?? undefined} alt={shown ? 'Vista previa de tu foto' : undefined}>
        {initials}
      </Avatar>
      <div>
        <Upload
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(file) => {
            const problem = avatarProblem(file);
            if (problem) {
              void message.error(problem);
              return Upload.LIST_IGNORE;
            }
            onChange(file);
            // Nothing is sent now: the photo travels with the step when it is saved.
            return false;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />}>{shown ? 'Cambiar foto' : 'Subir foto'}</Button>
        </Upload>
        {value && (
          <Button type="link" onClick={() => onChange(null)}>
            Descartar foto nueva
          </Button>
        )}
      </div>
    </div>
  );
}
