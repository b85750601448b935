import { answeringMessages as m, answerPath, USER_TOKEN_QUERY } from '@enlaza/contract';
import { Result, Spin } from 'antd';
import { Navigate, useSearchParams } from 'react-router';
import { useBrand } from '../../app/BrandContext';
import { useHasStoredTokens } from '../../lib/auth/session';
import { invitationErrorText } from './AnswerPage';
import { useLegacyMdiTranslation } from './answersApi';
import './answers.css';

/**
 * /mdi/user?processId&usertoken&measurementId&role (spec 002 §2.3 "Legacy invitation redirect page"): a measurement
 * link of older mails, resolved to the person's invitation and sent on to /answer/{invitationId}.
 */
export function LegacyMeasurementPage() {
  const [search] = useSearchParams();
  const brand = useBrand();
  const signedIn = useHasStoredTokens();
  const processId = search.get('processId') ?? '';
  const measurementId = search.get('measurementId') ?? '';
  const userRole = (search.get('role') ?? '').toUpperCase();
  const userToken = search.get(USER_TOKEN_QUERY);
  const complete = !!processId && !!measurementId && !!userRole;
  const resolved = useLegacyMdiTranslation(
    { processId, measurementId, userRole },
    userToken ? { userToken } : { session: signedIn },
    complete,
  );

  if (resolved.isSuccess) {
    // Today's answering link; with its own token when the person came by the old link's token.
    return <Navigate to={answerPath(resolved.data.invitationId, resolved.data.userToken)} replace />;
  }
  return (
    <main className="answer-page">
      <img className="answer-page__logo" src={brand.logoUrl} alt={brand.name} height={44} />
      {!complete || resolved.isError ? (
        <Result
          status="warning"
          title={
            <h1 className="answer-page__result-title">{complete ? invitationErrorText(resolved.error) : m.notFound}</h1>
          }
        />
      ) : (
        <Spin size="large" tip="Buscando tu medición…">
          <div style={{ minHeight: 120 }} />
        </Spin>
      )}
    </main>
  );
}
