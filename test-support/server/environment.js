/**
 * The server project's Jest environment: Jest's node environment, plus `__nodeRequire`, Node's own require (this file
 * is loaded by the Jest worker itself, outside the per-file module registry). test-support/server/outside/ loads
 * stateless third-party packages through it, once per worker instead of once per test file.
 */
const { TestEnvironment } = require('jest-environment-node')

class ServerTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context)
    this.global.__nodeRequire = require
  }
}

module.exports = ServerTestEnvironment
