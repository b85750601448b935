import { memberNetworkingMessages as m } from '@enlaza/contract';
import { Card } from 'antd';
import { Link } from 'react-router';
import { useMyNetworking } from './networkingApi';

/** The member home's way to /networking, only for a member of a networking process. */
export function NetworkingHomeCard() {
  const mine = useMyNetworking();
  // Without networking (or while it loads, or if it fails) the home has nothing to say about it.
  if (!mine.data || mine.data.length === 0) return null;
  const matches = mine.data.reduce((sum, process) => sum + process.matches.length, 0);
  return (
    <Card title={m.title} size="small">
      <p style={{ margin: '0 0 8px' }}>{m.homeMatches(matches)}</p>
      <Link to="/networking">{m.homeLink}</Link>
    </Card>
  );
}
