import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../../server/db/unavailable';

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

/** Which failures are the database being away (503) rather than a refused query or a bug (500 or 4xx). */
describe('isDatabaseUnavailable', () => {
  it.each([
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    ['a connect past connectionTimeoutMillis', new Error('Connection terminated due to connection timeout')],
    ['a pool with no free connection in time', new Error('timeout exceeded when trying to connect')],
    ['a client whose connection failed', new Error('Client has encountered a connection error and is not queryable')],
    ['a pool already ended (shutting down)', new Error('Cannot use a pool after calling end on the pool')],
    ['a refused connect', coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', coded('ECONNRESET', 'read ECONNRESET')],
    ['a connect that timed out', coded('ETIMEDOUT')],
    ['SQLSTATE 08006 connection failure', coded('08006')],
    ['SQLSTATE 08001 unable to connect', coded('08001')],
    ['SQLSTATE 57P01 admin shutdown', coded('57P01', 'terminating connection due to administrator command')],
    ['SQLSTATE 57P02 crash shutdown', coded('57P02')],
    ['SQLSTATE 57P03 cannot connect now', coded('57P03', 'the database system is starting up')],
    ['SQLSTATE 53300 too many connections', coded('53300')],
    ['a refusal inside Drizzle\'s wrapper', new DrizzleQueryError('select 1', [], coded('57P01'))],
    ['a cut inside Drizzle\'s wrapper', new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly'))],
    ['every address of a multi-address connect refused', new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], 'connect failed')],
  ])('%s is unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', coded('23505', 'duplicate key value violates unique constraint')],
    ['a bad value', coded('22P02', 'invalid input syntax for type integer')],
    ['an exclusion violation (double booking)', new DrizzleQueryError('insert', [], coded('23P01'))],
    ['a statement timeout (57014: the server is there)', coded('57014', 'canceling statement due to statement timeout')],
    ['a serialization failure', coded('40001')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a message that only mentions a connection', new Error('Invalid connection settings')],
    ['nothing', undefined],
    ['a string', 'Connection terminated'],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
