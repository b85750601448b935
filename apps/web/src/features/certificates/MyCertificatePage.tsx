import { ArrowLeftOutlined, FileProtectOutlined, LinkedinFilled } from '@ant-design/icons';
import { certificateUiMessages as ui, linkedInAddToProfileUrl, type PublicCertificate } from '@enlaza/contract';
import { Button, Card, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { useBrand } from '../../app/BrandContext';
import { DownloadButton } from '../../components/DownloadButton';
import { CertificateNotFound } from './CertificateNotFound';
import { CertificateSummary } from './CertificateSummary';
import { downloadCertificateCredential, downloadCertificatePdf, usePublicCertificate } from './certificatesApi';
import './certificates.css';

export const publicCertificatePath = (certificateId: string) => `/certificate/${encodeURIComponent(certificateId)}`;

/** /my-certificate/{certificateId} (spec 002 §2.10): the member's certificate, its PDF, credential and LinkedIn. */
export function MyCertificatePage() {
  const { certificateId = '' } = useParams();
  const certificate = usePublicCertificate(certificateId);
  return (
    <div className="certificate-page">
      <Link to="/home">
        <ArrowLeftOutlined aria-hidden /> Mis procesos
      </Link>
      <h1 className="certificate-page__title">{ui.myCertificate}</h1>
      {certificate.isPending ? (
        <Skeleton active />
      ) : certificate.isError ? (
        <CertificateNotFound error={certificate.error} signedIn />
      ) : (
        <Card>
          <OwnerActions certificate={certificate.data} />
          <CertificateSummary certificate={certificate.data} />
        </Card>
      )}
    </div>
  );
}

function OwnerActions({ certificate }: { certificate: PublicCertificate }) {
  const brand = useBrand();
  const publicUrl = `${window.location.origin}${publicCertificatePath(certificate.certificateId)}`;
  const linkedIn = linkedInAddToProfileUrl({
    name: certificate.title,
    organizationName: brand.name,
    issueYear: certificate.issuedYear,
    issueMonth: certificate.issuedMonth,
    certUrl: publicUrl,
    certId: certificate.certificateId,
  });
  return (
    <div className="certificate-page__actions">
      <DownloadButton
        download={() =>
          downloadCertificatePdf(
            certificate.certificateId,
            brand.isMentorup,
            `${certificate.title} - ${certificate.personName}.pdf`,
          )
        }
      >
        {ui.downloadPdf}
      </DownloadButton>
      <DownloadButton
        icon={<FileProtectOutlined />}
        download={() => downloadCertificateCredential(certificate.certificateId)}
      >
        {ui.downloadCredential}
      </DownloadButton>
      <Button icon={<LinkedinFilled />} href={linkedIn} target="_blank" rel="noopener noreferrer">
        {ui.shareLinkedIn}
      </Button>
      <Link to={publicCertificatePath(certificate.certificateId)} style={{ alignSelf: 'center' }}>
        {ui.publicPage}
      </Link>
    </div>
  );
}
