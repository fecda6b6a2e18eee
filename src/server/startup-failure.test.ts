import { describe, expect, it } from 'vitest';
import { DataDirInUseError } from './db/embedded-postgres';
import { describeStartupFailure } from './startup-failure';

const config = { host: '0.0.0.0', port: 3000, dataDir: '/srv/app/data', databaseUrl: undefined };
const external = { ...config, databaseUrl: 'postgres://app:secret-pass@db.internal:5433/quotes' };
const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('a start-up failure (docs/limits.md#start-up-failures)', () => {
  it.each([
    ['a port in use', withCode('EADDRINUSE', 'listen EADDRINUSE: address already in use 0.0.0.0:3000'), config, /port 3000 is already in use.*set PORT/],
    ['a privileged port', withCode('EACCES', 'listen EACCES: permission denied 0.0.0.0:80'), config, /not allowed to listen.*PORT above 1023/],
    ['a data folder it cannot write', withCode('EACCES', "EACCES: permission denied, mkdir '/srv/app/data'"), config, /no permission to write the data folder.*set DATA_DIR/i],
    ['a database that refuses connections', withCode('ECONNREFUSED', 'connect ECONNREFUSED'), external, /cannot reach PostgreSQL at db\.internal:5433\/quotes.*correct DATABASE_URL/],
    ['a wrong password', withCode('28P01', 'password authentication failed'), external, /refused the user or password.*Correct DATABASE_URL/],
    ['a second app on the folder', new DataDirInUseError('The data folder /srv/app/data is already in use by another running app (pid 7).'), config, /already in use by another running app/],
    ['initdb failing', new Error('initdb failed: could not access directory\nmore lines'), config, /initdb failed.*postgres\.log/],
  ])('%s reads as one line with its cause and remedy', (_case, error, settings, expected) => {
    const line = describeStartupFailure(error, settings);
    expect(line).toMatch(expected);
    expect(line).not.toContain('\n');
    expect(line).not.toContain('secret-pass');
  });
});
