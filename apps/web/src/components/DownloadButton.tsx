import { DownloadOutlined } from '@ant-design/icons';
import { processReportMessages } from '@enlaza/contract';
import { App as AntApp, Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { errorMessageOf } from '../lib/api';

/** A button that downloads a file, shows it is busy meanwhile and says why when the download fails. */
export function DownloadButton({
  download,
  children,
  icon = <DownloadOutlined />,
}: {
  download: () => Promise<void>;
  children: ReactNode;
  icon?: ReactNode;
}) {
  const { message } = AntApp.useApp();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      message.error(errorMessageOf(error) || processReportMessages.downloadFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={icon} loading={busy} onClick={() => void onClick()}>
      {children}
    </Button>
  );
}
