import authority from '../../server/http/routes/authority';
import exchangeRate from '../../server/http/routes/exchangeRate';
import operator from '../../server/http/routes/operator';
import otp from '../../server/http/routes/otp';
import password from '../../server/http/routes/password';
import type { RouteModule } from '../../server/http/defineRoute';

/** The account and session routes alone: tests of login and sessions do not depend on the report engine. */
export const CORE_ROUTES: readonly RouteModule[] = [operator, exchangeRate, authority, otp, password];
