import { DownloadOutlined } from '@ant-design/icons';
import { processReportMessages } from '@enlaza/contract';
import { App as AntApp, Button, Space, Typography, type ButtonProps } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { errorMessageOf } from '../lib/api';

/** Words shown while a slow download is prepared and once it is saved, in one notice that changes. */
export interface DownloadNotices {
  downloading: string;
  downloaded: string;
}

/** Runs downloads one at a time, remembers which one is busy and says why one failed. */
function useDownloads(notices?: DownloadNotices) {
  const { message } = AntApp.useApp();
  const noticeKey = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (name: string, download: () => Promise<void>) => {
    setBusy(name);
    if (notices) message.open({ key: noticeKey, type: 'loading', content: notices.downloading, duration: 0 });
    try {
      await download();
      if (notices) message.open({ key: noticeKey, type: 'success', content: notices.downloaded });
    } catch (error) {
      message.open({
        key: noticeKey,
        type: 'error',
        content: errorMessageOf(error) || processReportMessages.downloadFailed,
      });
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

type DownloadButtonProps = Omit<ButtonProps, 'onClick' | 'loading' | 'icon' | 'children'> & {
  download: () => Promise<void>;
  children: ReactNode;
  icon?: ReactNode;
  /** For a download that takes a while: a notice while it is prepared, and when it is saved. */
  notices?: DownloadNotices;
};

/** A button that downloads a file, shows it is busy meanwhile and says why when the download fails. */
export function DownloadButton({
  download,
  children,
  icon = <DownloadOutlined />,
  notices,
  ...buttonProps
}: DownloadButtonProps) {
  const { busy, run } = useDownloads(notices);
  return (
    <Button {...buttonProps} icon={icon} loading={busy !== null} onClick={() => void run('file', download)}>
      {children}
    </Button>
  );
}

export interface DownloadChoice {
  name: string;
  label: string;
  icon?: ReactNode;
  download: () => Promise<void>;
}

/**
 * Several downloads side by side as one labelled group: one runs at a time (the others wait, disabled), and a
 * status line says a file is being prepared.
 */
export function DownloadGroup({
  label,
  downloads,
  busyText,
}: {
  label: string;
  downloads: readonly DownloadChoice[];
  busyText: string;
}) {
  const { busy, run } = useDownloads();
  return (
    <Space wrap aria-label={label} role="group">
      {downloads.map(({ name, label: buttonLabel, icon = <DownloadOutlined />, download }) => (
        <Button
          key={name}
          icon={icon}
          loading={busy === name}
          disabled={busy !== null && busy !== name}
          onClick={() => void run(name, download)}
        >
          {buttonLabel}
        </Button>
      ))}
      {busy && (
        <Typography.Text type="secondary" role="status">
          {busyText}
        </Typography.Text>
      )}
    </Space>
  );
}
