import { certificateIssueMonth, certificateUiMessages as ui } from '@enlaza/contract';
import { Card } from 'antd';
import { Link } from 'react-router';
import { useMyCertificates } from './certificatesApi';

/** The member home's certificates (spec 002 §2.7): each one leads to /my-certificate/{id}. None: no card. */
export function CertificatesHomeCard() {
  const mine = useMyCertificates();
  if (!mine.data || mine.data.length === 0) return null;
  return (
    <Card title={ui.myCertificates} size="small">
      <ul className="member-home__pending">
        {mine.data.map((certificate) => (
          <li key={certificate.certificateId}>
            <Link to={`/my-certificate/${certificate.certificateId}`}>{certificate.title}</Link>{' '}
            <span className="member-process__muted">
              · {certificate.clientName} · {certificateIssueMonth(certificate.issuedYear, certificate.issuedMonth)}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
