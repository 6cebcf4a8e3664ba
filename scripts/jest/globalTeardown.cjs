module.exports = require('./runFolder.cjs').teardown;
