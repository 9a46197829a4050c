import { readFileSync, writeFileSync } from 'node:fs';
import { withTables } from './readme-tables.js';

const path = new URL('../README.md', import.meta.url);
writeFileSync(path, withTables(readFileSync(path, 'utf8')));
console.info('README tables rewritten');
