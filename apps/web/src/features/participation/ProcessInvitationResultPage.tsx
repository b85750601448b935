import { invitationResultTexts as t } from '@enlaza/contract';
import { Button, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useBrand } from '../../app/BrandContext';
import './participation.css';

/** /process_invitation/result?status&service (spec 000 §2): the outcome of answering an invitation. */
export function ProcessInvitationResultPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const brand = useBrand();
  const status = search.get('status');
  const isAttraction = search.get('service')?.toUpperCase() === 'ATTRACTION';

  const outcome =
    status === 'success'
      ? {
          kind: 'success' as const,
          title: t.success,
          subTitle: isAttraction ? t.successAttractionSubtext : t.successSubtext,
        }
      : status === 'oldSuccess'
        ? { kind: 'success' as const, title: t.oldSuccess, subTitle: undefined }
        : { kind: 'warning' as const, title: t.invalid, subTitle: undefined };

  return (
    <main className="invitation">
      <img className="invitation__logo" src={brand.logoUrl} alt={brand.name} />
      <Result
        className="invitation__result"
        status={outcome.kind}
        title={<h1 className="invitation__result-title">{outcome.title}</h1>}
        subTitle={outcome.subTitle}
        extra={
          <Button type="primary" onClick={() => void navigate('/login')}>
            {t.goHome}
          </Button>
        }
      />
    </main>
  );
}
