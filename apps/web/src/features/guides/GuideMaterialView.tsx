import { LinkOutlined } from '@ant-design/icons';
import type { GuideMaterial } from '@enlaza/contract';
import { Typography } from 'antd';
import { DownloadButton } from '../../components/DownloadButton';
import { downloadGuideDocument } from './guidesApi';

/** A button that downloads a stored session document under its original name. */
export function DocumentDownloadButton({ material, label }: { material: GuideMaterial; label: string }) {
  const { documentUrl, documentName } = material;
  if (!documentUrl || !documentName) return null;
  return (
    <DownloadButton
      download={() => downloadGuideDocument(documentUrl, documentName)}
      aria-label={`Descargar ${label}: ${documentName}`}
      style={{ maxWidth: '100%' }}
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{documentName}</span>
    </DownloadButton>
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
