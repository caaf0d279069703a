module.exports = require('./load')('kysely')
