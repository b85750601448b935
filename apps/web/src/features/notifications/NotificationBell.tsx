import { BellOutlined } from '@ant-design/icons';
import { Alert, App as AntApp, Badge, Button, Drawer, Empty, Popover } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../lib/api';
import { useSessionClaims } from '../../lib/auth/session';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { NotificationItems } from './NotificationItems';
import { useMarkAllRead, useNotificationsPage, useUnreadCount } from './notificationsApi';
import { useOpenNotification } from './useOpenNotification';
import './notifications.css';
import { LoadingSpin } from '../../components/LoadingSpin';

/** Spec 001 §9: badge overflow. */
const BADGE_OVERFLOW = 999;
const DRAWER_WIDTH = 360;

function NotificationPanel({ onClose }: { onClose: () => void }) {
  const { message } = AntApp.useApp();
  const latest = useNotificationsPage(1);
  const unread = useUnreadCount();
  const markAllRead = useMarkAllRead();
  const open = useOpenNotification(onClose);

  let content;
  if (latest.isPending)
    content = <LoadingSpin style={{ display: 'block', margin: '24px auto' }} label="Cargando notificaciones" />;
  else if (latest.isError) content = <Alert type="error" showIcon title={errorMessageOf(latest.error)} />;
  else if (latest.data.docs.length === 0)
    content = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No tienes notificaciones" />;
  else
    content = (
      <div className="notification-panel__list">
        <NotificationItems notifications={latest.data.docs} onOpen={open} />
      </div>
    );

  return (
    <div className="notification-panel">
      {content}
      <div className="notification-panel__footer">
        <Button
          type="link"
          size="small"
          disabled={!unread.data}
          loading={markAllRead.isPending}
          onClick={() => markAllRead.mutate(undefined, { onError: (error) => message.error(errorMessageOf(error)) })}
        >
          Marcar todas como leídas
        </Button>
        <Link to="/notifications" onClick={onClose}>
          Ver todas
        </Link>
      </div>
    </div>
  );
}

/** Below this width the list opens in a drawer: a popover under the bell would not fit on the screen. */
const NARROW_QUERY = '(max-width: 575px)';

function Bell() {
  const [open, setOpen] = useState(false);
  const isNarrow = useMediaQuery(NARROW_QUERY);
  const { data: count = 0 } = useUnreadCount();
  const close = () => setOpen(false);
  const trigger = (
    <Button
      type="text"
      className="notification-bell"
      // The badge's number is visible text: the name carries it too.
      aria-label={
        count > 0
          ? `Notificaciones: ${count > BADGE_OVERFLOW ? `${BADGE_OVERFLOW}+` : count} sin leer`
          : 'Notificaciones'
      }
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={isNarrow ? () => setOpen(true) : undefined}
    >
      <Badge count={count} overflowCount={BADGE_OVERFLOW} size="small" title={`${count} sin leer`}>
        <BellOutlined className="notification-bell__icon" aria-hidden />
      </Badge>
    </Button>
  );

  if (isNarrow) {
    return (
      <>
        {trigger}
        <Drawer
          open={open}
          onClose={close}
          title="Notificaciones"
          placement="right"
          size={Math.min(DRAWER_WIDTH, window.innerWidth)}
          destroyOnHidden
          styles={{ body: { padding: '0 12px 12px' } }}
        >
          {open && <NotificationPanel onClose={close} />}
        </Drawer>
      </>
    );
  }
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      title="Notificaciones"
      content={open && <NotificationPanel onClose={close} />}
      destroyOnHidden
    >
      {trigger}
    </Popover>
  );
}

/** The header's bell with the unread count; only for a signed-in user. */
export function NotificationBell() {
  return useSessionClaims() ? <Bell /> : null;
}
