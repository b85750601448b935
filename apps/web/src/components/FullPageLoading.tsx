import { Spin } from 'antd';

export function FullPageLoading() {
  return (
    <div className="full-page-loading" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="visually-hidden">Cargando</span>
    </div>
  );
}
