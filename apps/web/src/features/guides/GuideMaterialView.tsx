import { DownloadOutlined, LinkOutlined } from '@ant-design/icons';
import type { GuideMaterial } from '@enlaza/contract';
import { App as AntApp, Button, Typography } from 'antd';
import { useState } from 'react';
import { errorMessageOf } from '../../lib/api';
import { downloadGuideDocument } from './guidesApi';

/** A button that downloads a stored session document under its original name. */
export function DocumentDownloadButton({ material, label }: { material: GuideMaterial; label: string }) {
  const { message } = AntApp.useApp();
  const [downloading, setDownloading] = useState(false);
  if (!material.documentUrl || !material.documentName) return null;
  const download = () => {
    setDownloading(true);
    downloadGuideDocument(material.documentUrl!, material.documentName!)
      .catch((error: unknown) => message.error(errorMessageOf(error)))
      .finally(() => setDownloading(false));
  };
  return (
    <Button
      icon={<DownloadOutlined />}
      onClick={download}
      loading={downloading}
      aria-label={`Descargar ${label}: ${material.documentName}`}
      style={{ maxWidth: '100%' }}
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{material.documentName}</span>
    </Button>
  );
}

/** One audience's material, read-only: its document, its link, or a note that there is none. */
export function GuideMaterialView({ material, label }: { material: GuideMaterial; label: string }) {
  if (material.documentUrl) return <DocumentDownloadButton material={material} label={label} />;
  if (material.link) {
    return (
      <Typography.Link
        href={material.link}
        target="_blank"
        rel="noopener noreferrer"
        style={{ wordBreak: 'break-all' }}
      >
        <LinkOutlined /> {material.link}
      </Typography.Link>
    );
  }
  return <Typography.Text type="secondary">Sin material</Typography.Text>;
}
