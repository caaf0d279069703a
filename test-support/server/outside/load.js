// see test-support/server/environment.js: a package loaded with Node's own require, outside Jest's module registry
// eslint-disable-next-line no-undef -- set by the server project's test environment
module.exports = (name) => __nodeRequire(name)
