import { useNavigation } from 'react-router';

/**
 * A bar across the top of the window while a navigation waits for its screen's code: shown as soon as the
 * navigation starts, so a click never seems ignored while the previous screen stays up.
 */
export function RouteProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="route-progress" role="progressbar" aria-label="Cargando página" aria-busy="true" />;
}
