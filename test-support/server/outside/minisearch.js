module.exports = require('./load')('minisearch')
