module.exports = require('./load')('@sinclair/typebox')
