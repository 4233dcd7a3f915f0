/**
 * A start that must not go on: the configuration is invalid (developer tools asked for in production, among others),
 * or the data directory is in use by another process, is missing parts of its database, is not a database at all,
 * or holds a table that cannot be read. The message names the variable, directory or table and says what to do; the
 * server prints it and exits without a stack trace, which would only hide it.
 */
export class StartRefusedError extends Error {
  override name = 'StartRefusedError';
}
