module.exports = require('./load')('sanitize-html')
