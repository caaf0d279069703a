module.exports = require('./load')('mint-filter')
