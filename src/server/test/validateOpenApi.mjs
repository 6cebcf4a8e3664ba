// Validates an OpenAPI document (the JSON file named by the first argument) against the OpenAPI 3.1
// schema with @seriousme/openapi-schema-validator, an ES module that reads its schemas through
// import.meta.url, which Jest's CommonJS cannot run: apiDocs.test.ts runs this file with node instead.
// Prints { valid, version, errors } as JSON.
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';

const validator = new Validator();
const result = await validator.validate(JSON.parse(readFileSync(process.argv[2], 'utf8')));
console.log(JSON.stringify({ valid: result.valid, version: validator.version, errors: result.errors ?? [] }));
