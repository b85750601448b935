import { Button } from 'antd';

/** Shown when a screen fails to load (typically a chunk missing after a new deployment) or crashes. */
export function RouteError() {
  return (
    <main className="route-error">
      <h1>Error</h1>
      <p>No pudimos mostrar esta página. Vuelve a cargarla para intentarlo nuevamente.</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        Volver a cargar
      </Button>
    </main>
  );
}
