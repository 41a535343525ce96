import { BrowserRouter } from 'react-router-dom';
import { Shell } from './Shell';
import '../theme/theme.css';
import '../shell/shell.css';

/** The console: one router around the guarded shell. */
export function App() {
  return (
    <BrowserRouter>
      <Shell />
    </BrowserRouter>
  );
}
