import type { Config } from './config';
import { isDatabaseUnavailable } from './db/database-unavailable';
import { DataDirInUseError } from './db/embedded-postgres';

/**
 * One line for an operator when the app cannot start: what went wrong and what to do about it,
 * never a stack trace (docs/limits.md#start-up-failures). LOG_LEVEL=debug logs the error itself.
 */
export function describeStartupFailure(error: unknown, config: Pick<Config, 'host' | 'port' | 'dataDir' | 'databaseUrl'>): string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? (message.split('\n')[0] ?? '') : String(error);
  const where = `${config.host}:${config.port}`;
  if (error instanceof DataDirInUseError) return `Cannot start: ${text}`;
  if (code === 'EADDRINUSE') return `Cannot start: port ${config.port} is already in use on ${config.host}. Stop the program using it, or set PORT to a free port.`;
  if (code === 'EACCES' && /listen/.test(text)) return `Cannot start: not allowed to listen on ${where}. Use a PORT above 1023, or give this user the right to bind it.`;
  if (code === 'EADDRNOTAVAIL') return `Cannot start: ${config.host} is not an address of this machine. Set HOST to one of its addresses, or 0.0.0.0.`;
  if (config.databaseUrl) {
    const target = safeDatabaseTarget(config.databaseUrl);
    if (code === '28P01' || code === '28000') return `Cannot start: PostgreSQL at ${target} refused the user or password in DATABASE_URL. Correct DATABASE_URL.`;
    if (code === '3D000') return `Cannot start: the database named in DATABASE_URL does not exist on ${target}. Create it, or correct DATABASE_URL.`;
    if (isDatabaseUnavailable(error)) return `Cannot start: cannot reach PostgreSQL at ${target} (${typeof code === 'string' ? code : text}). Start it, or correct DATABASE_URL.`;
  }
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
    return `Cannot start: no permission to write the data folder ${config.dataDir} (${text}). Set DATA_DIR to a folder this user can write.`;
  }
  if (code === 'ENOSPC') return `Cannot start: the disk holding ${config.dataDir} is full. Free some space, or set DATA_DIR to another disk.`;
  if (/^(initdb failed|Embedded PostgreSQL did not start|No embedded PostgreSQL)/.test(text)) {
    return `Cannot start: ${text} See ${config.dataDir}/postgres.log, or set DATABASE_URL to use another PostgreSQL.`;
  }
  return `Cannot start: ${text}. Start with LOG_LEVEL=debug for the details.`;
}

/** host:port/database of a connection string, without its user or password. */
function safeDatabaseTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}
