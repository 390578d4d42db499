import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/** The unit config without the 'scripts' project (it builds the server and the PWA: no mutated code runs there). */
const projects = (base.test?.projects ?? []).filter((project) => typeof project !== 'object' || !('test' in project) || project.test?.name !== 'scripts');

export default defineConfig({ ...base, test: { ...base.test, projects } });
