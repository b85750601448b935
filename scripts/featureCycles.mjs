// `npm run lint:cycles`, second half: no two web features may depend on each other, directly or through others.
// madge sees cycles between files; this sees them between features (apps/web/src/features/<feature>/), where two
// features importing each other's different files is no file cycle but still ties them together. A lazy `import()`
// is no such tie.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const featuresDir = path.resolve('apps/web/src/features');
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function filesOf(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** feature → the other features its files import statically. */
const uses = new Map(features.map((feature) => [feature, new Set()]));
for (const feature of features) {
  for (const file of filesOf(path.join(featuresDir, feature))) {
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/gm)) {
      if (!specifier.startsWith('.')) continue;
      const target = path.relative(featuresDir, path.resolve(path.dirname(file), specifier)).split(path.sep)[0];
      if (target && target !== feature && uses.has(target)) uses.get(feature).add(target);
    }
  }
}

const cycles = [];
const state = new Map();
function visit(feature, trail) {
  state.set(feature, 'open');
  for (const next of uses.get(feature)) {
    if (state.get(next) === 'open') cycles.push([...trail.slice(trail.indexOf(next)), next].join(' → '));
    else if (!state.has(next)) visit(next, [...trail, next]);
  }
  state.set(feature, 'done');
}
for (const feature of features) if (!state.has(feature)) visit(feature, [feature]);

if (cycles.length > 0) {
  console.error(`Features that depend on each other:\n${cycles.map((cycle) => `  ${cycle}`).join('\n')}`);
  process.exit(1);
}
console.log(`No cycle between the ${features.length} web features.`);
