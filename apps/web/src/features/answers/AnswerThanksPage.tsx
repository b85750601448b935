import { answeringMessages as m } from '@enlaza/contract';
import { Result } from 'antd';
import { useBrand } from '../../app/BrandContext';
import './answers.css';

/** /mdi/user/result (spec 002 §2.3): where someone who answered without signing in lands. */
export function AnswerThanksPage() {
  const brand = useBrand();
  return (
    <main className="answer-page">
      <img className="answer-page__logo" src={brand.logoUrl} alt={brand.name} height={44} />
      <Result status="success" title={<h1 className="answer-page__result-title">{m.thanks}</h1>} subTitle={m.sent} />
    </main>
  );
}
