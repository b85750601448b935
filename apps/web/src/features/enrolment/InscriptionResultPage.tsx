import { enrolmentMessages as m } from '@enlaza/contract';
import { Button, Result } from 'antd';
import { EnrolmentFrame } from './EnrolmentFrame';

/** /convocatory/inscription_result: the thank-you page after enrolling (spec 002 §2.1). */
export function InscriptionResultPage() {
  return (
    <EnrolmentFrame>
      <Result
        className="enrolment__result"
        status="success"
        title={<h1 className="enrolment__result-title">¡Gracias por inscribirte!</h1>}
        subTitle={m.resultThanks}
        extra={
          // The site's start: the sign-in page, or the home of whoever is signed in.
          <Button type="primary" href="/">
            Ir al inicio
          </Button>
        }
      />
    </EnrolmentFrame>
  );
}
