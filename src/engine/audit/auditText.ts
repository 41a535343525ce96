import type { AuditReportParts } from './exportText';
import type { PickLabels } from '../filters/pickerOptions';

/**
 * An audit entry in words, the same on the screen (src/pages/maintenance/audit) and in its export
 * (server/maintenance/auditXlsx.ts): its action by name, what it acted on, and who acted.
 */

/** A translator: i18next's, or the server's for exports (server/i18n/translate.ts). */
export type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** What of an entry its words are made from (before and after, and who acted: a name the entry recorded). */
export interface AuditNamed {
  action: string;
  target?: string | null;
  before?: unknown;
  after?: unknown;
  actorID?: number | null;
  actorAC?: string | null;
}

/**
 * Every action the server records in the audit log (server/http/routes/*, server/maintenance,
 * server/views, server/http/mountRoute.ts, server/http/loadAudit.ts, server/appstore/firstAdmin.ts),
 * each with its name under maintenance.audit.actions in both languages. An action not listed
 * here shows its code.
 */
export const AUDIT_ACTIONS = [
  'login.success', 'login.failure', 'login.otp_required', 'logout',
  'session.unknown', 'session.expired', 'session.idle', 'session.disabled', 'permission.denied',
  'operator.create', 'operator.create_admin', 'operator.update', 'operator.disable', 'operator.enable', 'operator.lock', 'operator.unlock',
  'operator.reset_password', 'operator.reset_otp', 'operator.delete', 'operator.pin',
  'group.create', 'group.update', 'group.delete', 'maintenance.refused',
  'view.create', 'view.update', 'view.delete',
  'otp.setup', 'otp.verify_failed', 'otp.activate', 'otp.close_failed', 'otp.close',
  'quicklogin.enable', 'quicklogin.enable_refused', 'quicklogin.disable',
  'passkey.register', 'passkey.register_refused', 'passkey.register_failed', 'passkey.clear',
  'password.change', 'password.change_failed',
  'audit.export', 'report.export',
  'data.load', 'data.load.refused', 'data.load.failed',
] as const;

const KNOWN_ACTIONS = new Set<string>(AUDIT_ACTIONS);
/** Whether the server records this action (a filter asking for it finds it alone). */
export const isAuditAction = (action: string): boolean => KNOWN_ACTIONS.has(action);

/** The kinds of action an audit filter may ask for whole (its value `<kind>.`: every action starting so), each named under maintenance.audit.actionFamilies. */
export const AUDIT_ACTION_FAMILIES = ['login', 'session', 'operator', 'group', 'view', 'otp', 'passkey', 'quicklogin', 'password', 'data'] as const;

/** The locale key of an action: dots would nest ('data.load' and 'data.load.refused' cannot both be keys). */
export const auditActionKey = (action: string) => `maintenance.audit.actions.${action.replace(/\./g, '_')}`;

/** An action by its name in the reader's language; an action of no known name, by its code. */
export function auditActionText(t: Translate, action: string): string {
  return isAuditAction(action) ? t(auditActionKey(action)) : action;
}

/** Targets written as `kind:id` (server/maintenance, server/views, server/http/routes). */
const TARGET_KINDS = new Set(['account', 'operator', 'group', 'view', 'report']);
/** Targets written as a word. */
const TARGET_WORDS = new Set(['audit_log', 'passkey', 'quicklogin']);

/** A report's title key by its id, where it is not `reports.<id>.title` (a report's second place in the menu: house_site_trend is site_trend's). */
export type ReportTitleKeys = Readonly<Record<string, string>>;

/**
 * What the log's codes stand for, as far as the reader has them at hand (the screen loads them;
 * without them codes stay codes): report titles, the groups that exist, permissions and operating units.
 */
export interface AuditNames {
  titleKeys?: ReportTitleKeys;
  /** The names of the groups that exist, by id: a group missing here has been deleted. */
  groups?: Readonly<Record<number, string>>;
  /** A permission's title key by its index (a menu group's item, a report, a maintenance page, a function right). */
  permissions?: Readonly<Record<number, string>>;
  /** Operating units' names by cms id. */
  units?: Readonly<Record<number, string>>;
  /** The operators that exist, by id, with their account and name as the operator list shows them: one missing here has been deleted. */
  operators?: Readonly<Record<number, AuditOperator>>;
  /** Reports' filters and sections, by report id, for the exports of those reports (one missing here: its export's filters as stored). */
  reports?: Readonly<Record<string, AuditReportParts>>;
  /** The filter pickers' labels (sites, markets, levels, tags…) by value, as the session's lists name them (an export's filters). */
  picks?: PickLabels;
}

/** An operator as the operator list shows it. */
export interface AuditOperator { account: string; name: string }

/** A list of names in a cell: the first few, then how many more (the tooltip has them all). */
export const AUDIT_LIST_SHOWN = 4;

/** A report by its title (its menu place's, where the names give one), else its id. */
export const reportName = (t: Translate, id: string, titleKeys: ReportTitleKeys = {}) => t(titleKeys[id] ?? `reports.${id}.title`, { defaultValue: id });

/** The name of a group an entry recorded (its before or after, as the group maintenance writes them). */
function recordedGroupName(entry: AuditNamed): string | undefined {
  for (const side of [entry.after, entry.before]) {
    const name = side && typeof side === 'object' ? (side as { groupName?: unknown }).groupName : undefined;
    if (typeof name === 'string' && name) return name;
  }
  return undefined;
}

/**
 * A group by its name: the name it has now; one since deleted, by the name its entry recorded, or its
 * id, said deleted. Without the list of groups, the recorded name or the id.
 */
function groupTarget(t: Translate, entry: AuditNamed, id: string, groups: AuditNames['groups']): string {
  if (!/^\d+$/.test(id)) return t('maintenance.audit.targets.group', { id });
  const now = groups?.[Number(id)];
  if (now !== undefined) return t('maintenance.audit.targets.group', { id: now });
  const recorded = recordedGroupName(entry);
  if (!groups) return t('maintenance.audit.targets.group', { id: recorded ?? id });
  return t('maintenance.audit.targets.groupDeleted', { id: recorded ?? id });
}

/** An operator by its account and name, as the operator list shows them: 'Operator desk01 (Front Desk)'; a name that is its account, once. */
export function operatorText(t: Translate, o: AuditOperator): string {
  return o.name && o.name !== o.account ? t('maintenance.audit.targets.operatorNamed', { account: o.account, name: o.name }) : t('maintenance.audit.targets.operator', { id: o.account });
}

/**
 * The account of operator `id` an entry recorded: its before or after (operator maintenance writes the
 * operator's view, the first administrator's creation its account), or its actor when it acted on itself.
 */
function recordedAccount(entry: AuditNamed, id: number): string | undefined {
  for (const side of [entry.after, entry.before]) {
    const o = side && typeof side === 'object' ? (side as { operatorAC?: unknown; operatorID?: unknown }) : undefined;
    if (typeof o?.operatorAC === 'string' && o.operatorAC && (o.operatorID === undefined || o.operatorID === id)) return o.operatorAC;
  }
  return entry.actorID === id && entry.actorAC ? entry.actorAC : undefined;
}

/**
 * An operator by its account and name now; one since deleted, by the account its entry recorded, or
 * its id, said deleted. Without the list of operators, the recorded account or the id.
 */
function operatorTarget(t: Translate, entry: AuditNamed, id: string, operators: AuditNames['operators']): string {
  if (!/^\d+$/.test(id)) return t('maintenance.audit.targets.operator', { id });
  const now = operators?.[Number(id)];
  if (now) return operatorText(t, now);
  const recorded = recordedAccount(entry, Number(id));
  if (!operators) return t('maintenance.audit.targets.operator', { id: recorded ?? id });
  return t('maintenance.audit.targets.operatorDeleted', { id: recorded ?? id });
}

/** What an entry acted on, in words: 'account:admin' reads 'Account admin', 'view:1' 'Saved view 1', 'group:6' 'Group Finance', 'operator:2' 'Operator desk01 (Front Desk)'. */
export function auditTargetText(t: Translate, entry: AuditNamed, names: AuditNames = {}): string {
  const target = entry.target ?? '';
  if (!target) return '';
  const colon = target.indexOf(':');
  const kind = colon > 0 ? target.slice(0, colon) : '';
  const id = target.slice(colon + 1);
  if (kind === 'group') return groupTarget(t, entry, id, names.groups);
  if (kind === 'operator') return operatorTarget(t, entry, id, names.operators);
  if (TARGET_KINDS.has(kind)) return t(`maintenance.audit.targets.${kind}`, { id: kind === 'report' ? reportName(t, id, names.titleKeys) : id });
  if (TARGET_WORDS.has(target)) return t(`maintenance.audit.targets.${target}`);
  if (entry.action === 'report.export') return t('maintenance.audit.targets.report', { id: reportName(t, target, names.titleKeys) });
  // a load's id is its start, e.g. 2026-11-28T06:00:00.000Z#4371 (server/load/load.ts)
  const load = entry.action.startsWith('data.load') ? /^(\d{4}-\d\d-\d\d)T(\d\d:\d\d:\d\d)/.exec(target) : null;
  if (load) return t('maintenance.audit.targets.load', { at: `${load[1]} ${load[2]}` });
  // a request path (a refused session or permission)
  return target;
}

/**
 * What a target filter typed as the screen shows targets finds, as the log stores them: 'Account
 * admin' (帳號 admin) finds account:admin, 'Operator desk01 (Front Desk)' or 'Operator desk01' the
 * operator's id, 'Operator 9' operator:9, 'Passkey login' passkey,
 * 'Report Site trend' or 'Site trend' the report's id (stored as report:site_trend or site_trend,
 * and house_site_trend, its second place in the menu, holds it; `reportIds`: the reports whose
 * titles may be typed), 'Group Finance' the group's id, a load's time its id's start. Other text
 * (part of a stored target, 'operator:') as it is.
 */
export function auditTargetQuery(t: Translate, typed: string, reportIds: readonly string[] = [], names: AuditNames = {}): string {
  const text = typed.trim();
  const lower = text.toLowerCase();
  for (const kind of TARGET_KINDS) {
    const [prefix = ''] = t(`maintenance.audit.targets.${kind}`, { id: '\u0000' }).split('\u0000');
    const word = prefix.trim().toLowerCase();
    if (!word || !(lower === word || lower.startsWith(`${word} `) || lower.startsWith(prefix.toLowerCase()))) continue;
    const rest = text.slice(prefix.trim().length).trim();
    if (kind === 'group') return `group:${groupQuery(t, rest, names.groups)}`;
    if (kind === 'operator') return `operator:${operatorQuery(t, text, rest, names.operators)}`;
    if (kind !== 'report') return `${kind}:${rest}`;
    // a report by its title: the one titled so, else the one title starting so
    const titled = (match: (title: string) => boolean) => reportIds.filter((id) => match(reportName(t, id, names.titleKeys).toLowerCase()));
    const found = titled((title) => title === rest.toLowerCase());
    const starting = found.length ? found : rest ? titled((title) => title.startsWith(rest.toLowerCase())) : [];
    return starting.length === 1 ? starting[0] : rest;
  }
  for (const word of TARGET_WORDS) if (lower === t(`maintenance.audit.targets.${word}`).toLowerCase()) return word;
  // a load named by its start as the list shows it ('2026-11-28 06:00:00'): its id starts 2026-11-28T06:00:00
  const load = /(\d{4}-\d\d-\d\d) (\d\d:\d\d(?::\d\d)?)/.exec(text);
  if (load) return `${load[1]}T${load[2]}`;
  // a report's title alone, as the list shows it after 'Report' (its id finds it, and its second place in the menu, whose id holds it)
  const report = reportIds.filter((id) => reportName(t, id, names.titleKeys).toLowerCase() === lower);
  if (report.length === 1) return report[0]!;
  return text;
}

/**
 * A group typed as the list shows it: one that exists by its id ('Group Finance' finds group:6), a
 * deleted one ('Group Spare (deleted)') by the name its entries recorded (server/appstore/auditPage.ts).
 */
function groupQuery(t: Translate, rest: string, groups: AuditNames['groups'] = {}): string {
  const name = withoutDeleted(rest, deletedMark(t, 'maintenance.audit.targets.groupDeleted'));
  const found = Object.entries(groups).find(([, n]) => n.toLowerCase() === name.toLowerCase());
  return found ? found[0] : name;
}

/** The text after the last placeholder of a target's words: ' (deleted)', '（已刪除）'. */
const deletedMark = (t: Translate, key: string) => (t(key, { id: '\u0000' }).split('\u0000')[1] ?? '').trim();

/** `rest` without the mark of a deleted target the list adds. */
function withoutDeleted(rest: string, mark: string): string {
  return mark && rest.toLowerCase().endsWith(mark.toLowerCase()) ? rest.slice(0, -mark.length).trim() : rest;
}

/**
 * An operator typed as the list shows it: one that exists by its id ('Operator desk01 (Front Desk)',
 * its account or its name finds operator:2), a deleted one ('Operator desk01 (deleted)') by its
 * account, which the server looks up in the operator entries (server/appstore/auditPage.ts).
 */
function operatorQuery(t: Translate, typed: string, rest: string, operators: AuditNames['operators'] = {}): string {
  const account = withoutDeleted(rest, deletedMark(t, 'maintenance.audit.targets.operatorDeleted'));
  const all = Object.entries(operators);
  const found = all.find(([, o]) => operatorText(t, o).toLowerCase() === typed.toLowerCase() || o.account.toLowerCase() === account.toLowerCase());
  // its name alone, if no other operator has it
  const named = all.filter(([, o]) => o.name.toLowerCase() === account.toLowerCase());
  return found?.[0] ?? (named.length === 1 ? named[0]![0] : account);
}

/**
 * Who acted. Logins are recorded before a session exists, with no operator: a successful login
 * names its account in the target (server/http/routes/operator.ts), which is the operator.
 */
export function auditActorText(entry: AuditNamed & { actorAC?: string | null }): string {
  if (entry.actorAC) return entry.actorAC;
  if (entry.action === 'login.success' && entry.target?.startsWith('account:')) return entry.target.slice('account:'.length);
  return '';
}
