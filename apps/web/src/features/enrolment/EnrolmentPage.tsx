import {
  convocatoryMessages,
  enrolmentMessages as m,
  parseInscriptionType,
  type InscriptionType,
  type PublicConvocatory,
} from '@enlaza/contract';
import { Button, Result, Skeleton } from 'antd';
import { useParams } from 'react-router';
import { ApiError, errorMessageOf } from '../../lib/api';
import { useEnrolmentLink, usePublicConvocatory } from './enrolmentApi';
import { EnrolmentFrame, EnrolmentHeading, EnrolmentUnavailable } from './EnrolmentFrame';
import { enrolmentPageFor } from './enrolmentFlow';
import { EnrolmentWizard } from './EnrolmentWizard';

/** /convocatory/inscription/{convocatoryId}/{role}: role student or mentor, in any letter case. */
export function EnrolmentByIdPage() {
  const { convocatoryId = '', role } = useParams();
  const inscriptionType = parseInscriptionType(role);
  const convocatory = usePublicConvocatory(convocatoryId, inscriptionType !== null);

  if (!inscriptionType) return <EnrolmentProblem title={m.invalidLink} />;
  if (convocatory.isError) {
    const unknown = convocatory.error instanceof ApiError && [400, 404].includes(convocatory.error.status ?? 0);
    return unknown ? (
      <EnrolmentProblem title={convocatoryMessages.notFound} />
    ) : (
      <EnrolmentProblem title={errorMessageOf(convocatory.error)} onRetry={() => void convocatory.refetch()} />
    );
  }
  if (!convocatory.data) return <EnrolmentLoading />;
  return <EnrolmentScreen convocatory={convocatory.data} inscriptionType={inscriptionType} />;
}

/** /convocatory/inscription/{token}: a signed link that names the convocatory and the role. */
export function EnrolmentByLinkPage() {
  const { token = '' } = useParams();
  const link = useEnrolmentLink(token);

  if (link.isError) {
    const invalid = link.error instanceof ApiError && [400, 404].includes(link.error.status ?? 0);
    return invalid ? (
      <EnrolmentProblem title={m.invalidLink} />
    ) : (
      <EnrolmentProblem title={errorMessageOf(link.error)} onRetry={() => void link.refetch()} />
    );
  }
  if (!link.data) return <EnrolmentLoading />;
  return <EnrolmentScreen convocatory={link.data.convocatory} inscriptionType={link.data.inscriptionType} />;
}

function EnrolmentScreen({
  convocatory,
  inscriptionType,
}: {
  convocatory: PublicConvocatory;
  inscriptionType: InscriptionType;
}) {
  const page = enrolmentPageFor(convocatory.status);
  return (
    <EnrolmentFrame logoUrl={convocatory.logoUrl}>
      <EnrolmentHeading convocatory={convocatory} inscriptionType={inscriptionType} />
      {page === 'enrolment' ? (
        <EnrolmentWizard convocatory={convocatory} inscriptionType={inscriptionType} />
      ) : (
        <EnrolmentUnavailable kind={page} convocatory={convocatory} />
      )}
    </EnrolmentFrame>
  );
}

function EnrolmentLoading() {
  return (
    <EnrolmentFrame>
      <div role="status" aria-live="polite" aria-label="Cargando">
        <Skeleton active title paragraph={{ rows: 6 }} />
      </div>
    </EnrolmentFrame>
  );
}

function EnrolmentProblem({ title, onRetry }: { title: string; onRetry?: () => void }) {
  return (
    <EnrolmentFrame>
      <Result
        className="enrolment__result"
        status={onRetry ? 'error' : '404'}
        title={title}
        extra={
          onRetry && (
            <Button type="primary" onClick={onRetry}>
              Reintentar
            </Button>
          )
        }
      />
    </EnrolmentFrame>
  );
}
