// Why a form was not saved (the server's refusal, or the form's own check), where the person is looking. Above the
// fields it was out of sight on every form longer than its dialog (a merchant, a role's tree in a drawer, a staff
// user): 407 px above what showed, and OK looked dead. It sits under the fields, next to the buttons, and each time
// it appears it is scrolled into view (its dialog's or drawer's scroller, as little as needed). An alert: read once
// as it appears, without taking the focus from where the person was (OK, or the field Enter was pressed in).
import { Alert } from 'antd';
import { useLayoutEffect, useRef } from 'react';

export function FormProblem({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // jsdom has no scrolling
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  return (
    <div ref={ref}>
      <Alert type="error" showIcon message={message} data-testid="form-error" />
    </div>
  );
}
