import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import {
  directoryMessages,
  IMPORT_ACCEPTED_EXTENSIONS,
  IMPORT_MAX_FILE_BYTES,
  IMPORT_MAX_ROWS,
  importColumns,
  mentorImportColumns,
  type ImportResult,
} from '@enlaza/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App as AntApp, Button, Modal, Progress, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { ApiError, errorMessageOf } from '../../lib/api';
import { downloadImportTemplate, importSpreadsheet, refreshUserLists } from './directoryApi';

interface Props {
  audience: 'students' | 'mentors';
  /** How the people are called where the modal opens (an attraction process says 'estudiantes' and 'tutores'). */
  peopleLabel?: string;
  open: boolean;
  onClose: () => void;
}

type Stage =
  | { step: 'choosing' }
  | { step: 'uploading'; percent: number }
  | { step: 'processing' }
  | { step: 'done'; result: ImportResult }
  | { step: 'failed'; message: string };

const megabytes = IMPORT_MAX_FILE_BYTES / 1024 / 1024;

/** Spec 001 §5 "Excel import": one spreadsheet of mentees or mentors, checked whole on the server. */
export function ImportModal({ audience, peopleLabel, open, onClose }: Props) {
  const { message } = AntApp.useApp();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [stage, setStage] = useState<Stage>({ step: 'choosing' });
  const busy = stage.step === 'uploading' || stage.step === 'processing';
  const people = peopleLabel ?? (audience === 'mentors' ? 'mentoras' : 'mentees');
  const columns = [...importColumns, ...(audience === 'mentors' ? mentorImportColumns : [])];

  const close = () => {
    if (busy) return;
    setFiles([]);
    setStage({ step: 'choosing' });
    onClose();
  };

  const start = async () => {
    const file = files[0]?.originFileObj;
    if (!file) {
      message.warning(directoryMessages.importNoFile);
      return;
    }
    if (file.size > IMPORT_MAX_FILE_BYTES) {
      setStage({ step: 'failed', message: `El archivo supera el máximo de ${megabytes} MB` });
      return;
    }
    setStage({ step: 'uploading', percent: 0 });
    try {
      const result = await importSpreadsheet(audience, file, (percent) =>
        setStage(percent >= 100 ? { step: 'processing' } : { step: 'uploading', percent }),
      );
      setStage({ step: 'done', result });
      setFiles([]);
      await refreshUserLists(queryClient);
    } catch (error) {
      // Spec 000 §8: the server's message, or the generic one for the spreadsheet.
      const text = error instanceof ApiError && error.status !== null ? errorMessageOf(error) : null;
      setStage({ step: 'failed', message: text ?? directoryMessages.importFallback });
    }
  };

  const template = () =>
    downloadImportTemplate(audience).catch((error: unknown) => message.error(errorMessageOf(error)));

  return (
    <Modal
      title={`Importar ${people} desde Excel`}
      open={open}
      onCancel={close}
      width={650}
      maskClosable={!busy}
      closable={!busy}
      footer={[
        <Button key="close" onClick={close} disabled={busy}>
          Cerrar
        </Button>,
        <Button key="import" type="primary" onClick={start} loading={busy}>
          Importar
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        Columnas: <strong>{columns.join(', ')}</strong>. Todas son obligatorias salvo Género
        {audience === 'mentors' ? ', Tipo (Interna o Externa) y Estado (Activa, En Capilla o Inactiva)' : ''}.
        Extranjero acepta Sí o No. Máximo {IMPORT_MAX_ROWS.toLocaleString('es-CL')} filas y {megabytes} MB.
      </Typography.Paragraph>
      <Button type="link" icon={<DownloadOutlined />} onClick={template} style={{ paddingInline: 0 }}>
        Descargar plantilla
      </Button>
      <Upload.Dragger
        accept={IMPORT_ACCEPTED_EXTENSIONS.join(',')}
        maxCount={1}
        fileList={files}
        disabled={busy}
        beforeUpload={() => false}
        onChange={({ fileList }) => {
          setFiles(fileList.slice(-1));
          if (!busy) setStage({ step: 'choosing' });
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">Haga clic o arrastre aquí el archivo (xlsx, xls, csv u ods)</p>
      </Upload.Dragger>

      {stage.step === 'uploading' && (
        <div role="status" style={{ marginTop: 16 }}>
          <Typography.Text>Subiendo archivo…</Typography.Text>
          <Progress percent={Math.round(stage.percent * 0.8)} status="active" />
        </div>
      )}
      {stage.step === 'processing' && (
        <div role="status" style={{ marginTop: 16 }}>
          <Typography.Text>Revisando y creando {people}…</Typography.Text>
          <Progress percent={90} status="active" />
        </div>
      )}
      {stage.step === 'done' && (
        <Alert
          style={{ marginTop: 16 }}
          type="success"
          showIcon
          title={`Se crearon ${stage.result.created} ${people} de ${stage.result.total} filas.`}
          description={
            stage.result.existing.length > 0 && (
              <>
                Estos emails ya existían y no se modificaron ({stage.result.existing.length}):
                <ul className="directory-import__existing">
                  {stage.result.existing.map((email) => (
                    <li key={email}>{email}</li>
                  ))}
                </ul>
              </>
            )
          }
        />
      )}
      {stage.step === 'failed' && (
        <Alert
          style={{ marginTop: 16 }}
          type="error"
          showIcon
          title="No se importó ninguna fila"
          description={stage.message}
        />
      )}
    </Modal>
  );
}
