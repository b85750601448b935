import { SafetyCertificateOutlined } from '@ant-design/icons';
import { certificateUiMessages as ui, type PublicCertificate } from '@enlaza/contract';
import { Alert, Card, Skeleton, Space, Spin } from 'antd';
import { useParams } from 'react-router';
import { useBrand } from '../../app/BrandContext';
import { DownloadButton } from '../../components/DownloadButton';
import { API_BASE, errorMessageOf } from '../../lib/api';
import { CertificateNotFound } from './CertificateNotFound';
import { CertificateSummary } from './CertificateSummary';
import { useCertificateVerification } from './certificateVerification';
import { downloadCertificateCredential, usePublicCertificate } from './certificatesApi';
import './certificates.css';

/**
 * /certificate/{certificateId} (spec 002 §2.10): public, no sign-in. The certificate and its verification: the
 * browser checks the signed credential against the platform's published key, and the certificate's standing (a
 * revoked one answers 404 and says it was revoked).
 */
export function PublicCertificatePage() {
  const { certificateId = '' } = useParams();
  const brand = useBrand();
  const certificate = usePublicCertificate(certificateId);
  return (
    <main className="certificate-page">
      <img className="certificate-page__logo" src={brand.logoUrl} alt={brand.name} height={44} />
      {certificate.isPending ? (
        <Skeleton active />
      ) : certificate.isError ? (
        <CertificateNotFound error={certificate.error} />
      ) : (
        <>
          <h1 className="certificate-page__title">
            {ui.publicTitle}: {certificate.data.title}
          </h1>
          <Verification certificate={certificate.data} />
          <Card>
            <CertificateSummary certificate={certificate.data} />
          </Card>
        </>
      )}
    </main>
  );
}

function Verification({ certificate }: { certificate: PublicCertificate }) {
  const verification = useCertificateVerification(certificate);
  if (verification.isPending) {
    return (
      <Alert
        type="info"
        style={{ marginBottom: 16 }}
        title={
          <Space>
            <Spin size="small" /> {ui.verifying}
          </Space>
        }
      />
    );
  }
  const result = verification.data;
  if (!result?.verified) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        style={{ marginBottom: 16 }}
        title={ui.notVerified}
        description={
          result && !result.verified ? result.reason : `${ui.verificationFailed} ${errorMessageOf(verification.error)}`
        }
      />
    );
  }
  return (
    <Alert
      type="success"
      showIcon
      icon={<SafetyCertificateOutlined />}
      style={{ marginBottom: 16 }}
      title={ui.verified}
      description={
        <>
          <p style={{ margin: '0 0 8px' }}>{ui.verifiedDetail(result.issuerName)}</p>
          <p style={{ margin: '0 0 8px' }}>{ui.offlineHint}</p>
          <Space wrap>
            <DownloadButton download={() => downloadCertificateCredential(certificate.certificateId)}>
              {ui.downloadCredential}
            </DownloadButton>
            <a href={`${API_BASE}/certificates/jwks.json`} target="_blank" rel="noopener noreferrer">
              {ui.publicKey}
            </a>
          </Space>
        </>
      }
    />
  );
}
