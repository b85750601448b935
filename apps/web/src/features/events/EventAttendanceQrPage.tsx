import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { eventRolesLabel, eventUiMessages } from '@enlaza/contract';
import { Alert, Button, Result, Skeleton, Space, Typography } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError, errorMessageOf } from '../../lib/api';
import { ATTENDANCE_QR_SIZE, formatEventDate, markAttendanceUrl, qrFileName } from './eventFormat';
import { useAttendancePage } from './attendancePageApi';
import './events.css';

/**
 * /event-attendance-qr/{eventId} (spec 002 §2.11): the event, and a 1024 px QR code to its public attendance page,
 * scaled to fit the screen, to download as PNG or print.
 */
export function EventAttendanceQrPage() {
  const { eventId = '' } = useParams();
  const page = useAttendancePage(eventId);
  const target = markAttendanceUrl(window.location.origin, eventId);
  const [qr, setQr] = useState<{ dataUrl: string } | { error: true } | null>(null);

  useEffect(() => {
    let cancelled = false;
    QRCode.toDataURL(target, { width: ATTENDANCE_QR_SIZE, margin: 2, errorCorrectionLevel: 'M' }).then(
      (dataUrl) => !cancelled && setQr({ dataUrl }),
      () => !cancelled && setQr({ error: true }),
    );
    return () => {
      cancelled = true;
    };
  }, [target]);

  if (page.isPending) return <Skeleton active />;
  if (page.isError) {
    const missing = page.error instanceof ApiError && page.error.status === 404;
    return (
      <Result status={missing ? '404' : 'error'} title={missing ? 'El evento no existe' : errorMessageOf(page.error)} />
    );
  }
  const event = page.data;

  return (
    <main className="event-qr event-qr--print">
      <header>
        <Typography.Title level={1} style={{ marginBottom: 4 }}>
          {event.eventName}
        </Typography.Title>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          {event.processName} · {formatEventDate(event.eventDate)} · {eventRolesLabel(event.roles, false)}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">Escanea el código para registrar tu asistencia</Typography.Paragraph>
      </header>
      {qr === null && <Skeleton.Image active style={{ width: 320, height: 320 }} />}
      {qr !== null && 'error' in qr && <Alert type="error" showIcon title="No se pudo generar el código QR" />}
      {qr !== null && 'dataUrl' in qr && (
        <>
          <img
            className="event-qr__image"
            src={qr.dataUrl}
            width={ATTENDANCE_QR_SIZE}
            height={ATTENDANCE_QR_SIZE}
            alt={`Código QR para registrar la asistencia a ${event.eventName}`}
          />
          <Typography.Text copyable={{ text: target }} className="event-qr__actions">
            {target}
          </Typography.Text>
          <Space wrap className="event-qr__actions">
            <Button
              type="primary"
              icon={<DownloadOutlined aria-hidden />}
              href={qr.dataUrl}
              download={qrFileName(event.eventName)}
            >
              {eventUiMessages.downloadQr}
            </Button>
            <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
              {eventUiMessages.print}
            </Button>
          </Space>
        </>
      )}
    </main>
  );
}
