import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { alertDurationMs, alertStore, closeAlert } from '../../state/alertStore';
import { AlertView } from './AlertView';

/** Shows the current alert, closes it after its duration (spec §9) and on every route change. */
export function AlertHost() {
  const { current } = useSnapshot(alertStore);
  const { pathname } = useLocation();
  useEffect(() => closeAlert(), [pathname]);
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(closeAlert, alertDurationMs(current.type));
    return () => clearTimeout(timer);
  }, [current]);
  return (
    <div className="alert-host" aria-live="polite">
      {current && <AlertView key={current.id} type={current.type} text={current.text} onClose={closeAlert} />}
    </div>
  );
}
