import { CalendarOutlined, CopyOutlined, DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import { calendarMessages as m, formatDate } from '@enlaza/contract';
import { Alert, App, Button, Card, Input, Popconfirm, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { errorMessageOf } from '../../lib/api';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from './calendarFeedApi';

/**
 * 'Calendario' on the member's own profile: her private calendar link (sessions and events, kept up to date by the
 * calendar app that subscribes). The link is shown once, when made; a new one ends the old, revoking ends it.
 */
export function CalendarFeedCard() {
  const { message } = App.useApp();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);

  const makeLink = () =>
    create.mutate(undefined, {
      onSuccess: (created) => {
        setUrl(created.url);
        void message.success(m.created);
      },
      onError: () => void message.error(m.saveFailed),
    });
  const revokeLink = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        void message.success(m.revoked);
      },
      onError: () => void message.error(m.revokeFailed),
    });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      void message.success(m.copied);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the field is selected for a manual copy.
      document.querySelector<HTMLInputElement>('#calendar-feed-url')?.select();
    }
  };

  let body;
  if (feed.isPending) {
    body = <Skeleton active paragraph={{ rows: 2 }} />;
  } else if (feed.isError) {
    body = <Alert type="error" showIcon title={m.loadFailed} description={errorMessageOf(feed.error)} />;
  } else {
    const active = feed.data.active;
    body = (
      <>
        <p className="calendar-feed__text">{m.cardIntro}</p>
        {url ? (
          <>
            <Space.Compact block>
              <Input
                id="calendar-feed-url"
                readOnly
                value={url}
                aria-label="Enlace de calendario"
                onFocus={(event) => event.target.select()}
              />
              <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
                {m.copy}
              </Button>
            </Space.Compact>
            <p className="calendar-feed__note">{m.cardPrivate}</p>
          </>
        ) : (
          <p className="calendar-feed__note">
            {active && feed.data.createdAt ? m.cardActive(formatDate(feed.data.createdAt)) : m.cardNone}
          </p>
        )}
        <Space wrap>
          {active ? (
            <Popconfirm title={m.rotateConfirm} okText={m.rotate} cancelText="Cancelar" onConfirm={makeLink}>
              <Button icon={<ReloadOutlined aria-hidden />} loading={create.isPending}>
                {m.rotate}
              </Button>
            </Popconfirm>
          ) : (
            <Button
              type="primary"
              icon={<CalendarOutlined aria-hidden />}
              loading={create.isPending}
              onClick={makeLink}
            >
              {m.create}
            </Button>
          )}
          {active && (
            <Popconfirm title={m.revokeConfirm} okText={m.revoke} cancelText="Cancelar" onConfirm={revokeLink}>
              <Button danger icon={<DeleteOutlined aria-hidden />} loading={revoke.isPending}>
                {m.revoke}
              </Button>
            </Popconfirm>
          )}
        </Space>
      </>
    );
  }

  return (
    <Card className="profile-view__card" title={m.cardTitle}>
      {body}
    </Card>
  );
}
