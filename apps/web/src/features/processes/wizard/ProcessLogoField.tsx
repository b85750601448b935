import { UploadOutlined } from '@ant-design/icons';
import { CONVOCATORY_LOGO_MAX_BYTES, convocatoryMessages, processWizardMessages } from '@enlaza/contract';
import { App as AntApp, Button, Form, Upload, type UploadFile } from 'antd';
import { LOGO_ACCEPT, looksLikeLogo } from './wizardForm';

/**
 * The process's logo on the first step of both wizards (mentoring and attraction): the current one until another is
 * chosen; a JPG or PNG within the size limit is kept here and sent with the form.
 */
export function ProcessLogoField({
  currentUrl,
  logo,
  onChange,
}: {
  currentUrl: string | null | undefined;
  logo: UploadFile[];
  onChange: (logo: UploadFile[]) => void;
}) {
  const { message } = AntApp.useApp();
  return (
    <Form.Item label="Logo (.jpg o .png)">
      {currentUrl && logo.length === 0 && (
        <img
          src={currentUrl}
          alt="Logo actual del proceso"
          style={{ maxHeight: 64, maxWidth: '100%', display: 'block', marginBottom: 8 }}
        />
      )}
      <Upload
        accept={LOGO_ACCEPT}
        maxCount={1}
        fileList={logo}
        beforeUpload={(file) => {
          if (!looksLikeLogo(file)) {
            message.error(processWizardMessages.logoType);
            return Upload.LIST_IGNORE;
          }
          if (file.size > CONVOCATORY_LOGO_MAX_BYTES) {
            message.error(convocatoryMessages.logoTooLarge);
            return Upload.LIST_IGNORE;
          }
          return false;
        }}
        onChange={({ fileList }) => onChange(fileList.slice(-1))}
      >
        <Button icon={<UploadOutlined />}>Seleccionar logo</Button>
      </Upload>
    </Form.Item>
  );
}
