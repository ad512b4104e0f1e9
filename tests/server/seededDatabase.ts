/**
 * Vitest's global set-up of the server tests: migrates and seeds one database before any file runs, and every
 * test file's app starts from it instead of migrating and seeding its own (seconds a file). On the embedded
 * database it is a dump of PGlite's data directory, which each file's in-memory database loads; on
 * PostgreSQL a database that CREATE DATABASE copies as its template.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { seedDemoData } from '../../server/db/seed';
import { adminQuery, databaseUrlOf } from './postgresAdmin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded PGlite dump's file (embedded runs). */
    seededImage: string;
    /** The seeded template database's name (PostgreSQL runs). */
    seededDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const name = `t_seeded_${process.pid}`;
    await adminQuery(server, `create database ${name}`);
    const database = await openDatabase({ databaseUrl: databaseUrlOf(server, name), dataDir: 'memory://' });
    await seedDemoData(database.db);
    await database.close();
    project.provide('seededDatabase', name);
    project.provide('seededImage', '');
    return () => adminQuery(server, `drop database if exists ${name} with (force)`);
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await seedDemoData(database.db);
  const image = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await database.close();
  const file = path.resolve('.data-test', `seeded-${process.pid}.tar`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('seededImage', file);
  project.provide('seededDatabase', '');
  return () => rmSync(file, { force: true });
}
