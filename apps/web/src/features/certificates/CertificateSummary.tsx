import { certificateIssueMonth, certificateUiMessages as ui, type PublicCertificate } from '@enlaza/contract';
import { Descriptions } from 'antd';
import { useBrand } from '../../app/BrandContext';
import { certificateImageUrl } from './certificatesApi';
import './certificates.css';

/** The certificate's image (drawn by the server in the brand's look) and what it says, as text. */
export function CertificateSummary({ certificate }: { certificate: PublicCertificate }) {
  const brand = useBrand();
  return (
    <div className="certificate-summary">
      <img
        className="certificate-summary__image"
        src={certificateImageUrl(certificate.certificateId, brand.isMentorup)}
        alt={ui.imageAlt(certificate.title, certificate.personName)}
        width={1600}
        height={1131}
      />
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'person', label: ui.issuedTo, children: certificate.personName },
          { key: 'client', label: ui.client, children: certificate.clientName },
          {
            key: 'issued',
            label: ui.issued,
            children: certificateIssueMonth(certificate.issuedYear, certificate.issuedMonth),
          },
        ]}
      />
    </div>
  );
}
