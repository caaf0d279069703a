module.exports = require('./load')('htmlparser2')
