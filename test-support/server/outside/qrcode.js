module.exports = require('./load')('qrcode')
