import { Alert } from 'antd';
import { Link } from 'react-router';
import { useConvocatoryList } from './convocatoriesApi';

const noFinalizedConvocatoriesNote = 'Este cliente aún no tiene convocatorias finalizadas.';

/** Spec 001 §2: a client with no finished convocatories shows a note linking to the convocatory list. */
export function FinalizedConvocatoriesNote({ clientId }: { clientId: string }) {
  const finalized = useConvocatoryList('FINALIZED', 1, '', { clientId, limit: 1 });
  if (finalized.data?.totalDocs !== 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={noFinalizedConvocatoriesNote}
      action={<Link to="/admin/convocatory">Ver convocatorias</Link>}
    />
  );
}
