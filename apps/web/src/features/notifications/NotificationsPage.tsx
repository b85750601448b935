import { NOTIFICATIONS_PAGE_SIZE } from '@enlaza/contract';
import { Alert, App as AntApp, Button, Empty, Pagination, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '../../lib/api';
import { NotificationItems } from './NotificationItems';
import { useMarkAllRead, useNotificationsPage, useUnreadCount } from './notificationsApi';
import { useOpenNotification } from './useOpenNotification';
import { LoadingSpin } from '../../components/LoadingSpin';

/** /notifications: every notification of the signed-in user, newest first, 10 per page. */
export function NotificationsPage() {
  const { message } = AntApp.useApp();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const list = useNotificationsPage(page);
  const unread = useUnreadCount();
  const markAllRead = useMarkAllRead();
  const open = useOpenNotification();

  return (
    <section aria-labelledby="notifications-title">
      <div
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}
      >
        <Typography.Title level={1} id="notifications-title" style={{ margin: 0, fontSize: 24 }}>
          Notificaciones
        </Typography.Title>
        <Button
          disabled={!unread.data}
          loading={markAllRead.isPending}
          onClick={() => markAllRead.mutate(undefined, { onError: (error) => message.error(errorMessageOf(error)) })}
        >
          Marcar todas como leídas
        </Button>
      </div>
      <div style={{ marginTop: 16 }}>
        {list.isPending ? (
          <LoadingSpin style={{ display: 'block', margin: '48px auto' }} label="Cargando notificaciones" />
        ) : list.isError ? (
          <Alert type="error" showIcon title={errorMessageOf(list.error)} />
        ) : list.data.docs.length === 0 ? (
          <Empty description="No tienes notificaciones" />
        ) : (
          <>
            <NotificationItems notifications={list.data.docs} onOpen={open} />
            <Pagination
              style={{ marginTop: 16, justifyContent: 'flex-end' }}
              current={page}
              pageSize={NOTIFICATIONS_PAGE_SIZE}
              total={list.data.totalDocs}
              showSizeChanger={false}
              hideOnSinglePage
              onChange={(next) => setSearchParams({ page: String(next) })}
            />
          </>
        )}
      </div>
    </section>
  );
}
