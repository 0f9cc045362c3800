import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from 'jest';

// One project per app and package (plus prisma/ for the schema check). *.test.ts are unit
// tests beside pure code; *.int.test.ts talk to the real PostgreSQL and Redis.
const transform: Config['transform'] = { '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } }] };

const dirs = ['apps', 'packages']
  .flatMap((group) => readdirSync(path.join(__dirname, group)).map((name) => path.join(group, name)))
  .filter((dir) => existsSync(path.join(__dirname, dir, 'package.json')));

const project = (dir: string): Config => ({
  displayName: dir,
  rootDir: path.join(__dirname, dir),
  testMatch: ['<rootDir>/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/generated/'],
  transform,
  testEnvironment: 'node',
});

const config: Config = {
  projects: [...dirs.map(project), project('prisma')],
  globalSetup: '<rootDir>/packages/testing/src/global-setup.ts',
  globalTeardown: '<rootDir>/packages/testing/src/global-teardown.ts',
  testTimeout: 30_000,
};

export default config;
