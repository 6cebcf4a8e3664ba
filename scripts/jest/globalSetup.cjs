module.exports = require('./runFolder.cjs').setup;
